/** The runs list (`/runs`): filled by the scans issue. Rendered only for signed-in users. */
export function RunListPage() {
  return null;
}
