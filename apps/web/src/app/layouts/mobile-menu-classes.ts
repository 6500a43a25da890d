import { iconButtonClass } from '../../components/ui-classes';

/** The menu button, the same whether the popover behind it has loaded yet or not. */
export const mobileMenuTriggerClass = `${iconButtonClass} data-[pressed]:bg-slate-100 dark:data-[pressed]:bg-slate-800`;
