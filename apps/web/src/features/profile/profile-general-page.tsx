/** Profile and settings (`/profile/general`): filled by the accounts and billing issues. */
export function ProfileGeneralPage() {
  return null;
}
