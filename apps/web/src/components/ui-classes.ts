// Shared Tailwind class lists. Colour pairs are chosen for WCAG AA contrast in both schemes:
// text on backgrounds ≥ 4.5:1, borders of controls and focus rings ≥ 3:1.

export const containerClass = 'mx-auto w-full max-w-6xl px-3 sm:px-6';

const buttonBase =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 font-semibold motion-safe:transition-colors disabled:cursor-not-allowed disabled:opacity-70';

export const buttonPrimaryClass = `${buttonBase} bg-blue-700 text-white hover:bg-blue-800 dark:bg-blue-300 dark:text-slate-950 dark:hover:bg-blue-200`;

export const buttonSecondaryClass = `${buttonBase} border border-slate-500 bg-white text-slate-900 hover:bg-slate-100 dark:border-slate-400 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800`;

export const iconButtonClass =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800 motion-safe:transition-colors';

/** Links inside running text: underlined, so they are not told apart by colour alone. */
export const textLinkClass =
  'font-medium text-blue-700 underline decoration-1 underline-offset-2 hover:decoration-2 dark:text-blue-300';

export const inputClass =
  'block w-full min-h-11 rounded-lg border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 dark:border-slate-400 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 aria-invalid:border-red-700 aria-invalid:border-2 dark:aria-invalid:border-red-300';

export const fieldErrorClass = 'mt-1 text-sm font-medium text-red-700 dark:text-red-300';

export const mutedTextClass = 'text-slate-600 dark:text-slate-300';

export const cardClass =
  'rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900';

export const sectionHeadingClass = 'text-2xl font-bold tracking-tight sm:text-3xl';
