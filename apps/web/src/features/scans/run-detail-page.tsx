/** One scan's result (`/run/:id`): filled by the scans issue. Rendered only for signed-in users. */
export function RunDetailPage() {
  return null;
}
