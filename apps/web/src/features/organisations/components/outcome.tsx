/**
 * What the last action of a section did, or why it failed: two live regions that stay in the page
 * (empty, they take no space), so screen readers announce what appears in them.
 */
export function Outcome({ done, error }: { done: string; error: string }) {
  return (
    <>
      <p role="status" className="mt-2 text-sm font-medium text-green-800 empty:hidden dark:text-green-300">
        {done}
      </p>
      <p role="alert" className="mt-2 text-sm font-medium text-red-700 empty:hidden dark:text-red-300">
        {error}
      </p>
    </>
  );
}
