/** The Klarsicht mark: an eye with a check. Its colours follow the theme (spec: logo depends on theme). */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" className="fill-blue-800 dark:fill-blue-300" />
      <path
        d="M4 16c3.2-5.3 7.2-8 12-8s8.8 2.7 12 8c-3.2 5.3-7.2 8-12 8S7.2 21.3 4 16z"
        className="fill-white dark:fill-slate-950"
      />
      <path
        d="m11.5 16.2 3 3 6-6.4"
        fill="none"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-blue-800 dark:stroke-blue-300"
      />
    </svg>
  );
}
