export const menuTriggerClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg px-2 font-medium sm:px-3 text-slate-800 hover:bg-slate-100 data-[pressed]:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800 dark:data-[pressed]:bg-slate-800';

export const menuPopoverClass =
  'min-w-40 rounded-lg border border-slate-300 bg-white p-1 shadow-lg dark:border-slate-600 dark:bg-slate-900';

export const menuItemClass =
  'flex min-h-11 cursor-default items-center gap-3 rounded-md px-3 text-slate-900 outline-none data-[focused]:bg-slate-100 data-[focus-visible]:outline-3 data-[focus-visible]:outline-offset-[-3px] data-[focus-visible]:outline-[var(--focus-ring)] dark:text-slate-100 dark:data-[focused]:bg-slate-800';
