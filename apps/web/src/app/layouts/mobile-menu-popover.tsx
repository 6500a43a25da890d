import { useEffect, useRef, useState } from 'react';
import { Button, Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { DeferredOpenProps } from '../../components/deferred-trigger';
import { MenuIcon } from '../../components/icons';
import { menuPopoverClass } from '../../components/menu-classes';
import { AccountActions } from './account-actions';
import { mobileMenuTriggerClass } from './mobile-menu-classes';
import { NavLinks } from './nav-links';

/** The react-aria mobile menu; loaded when first opened (see mobile-menu.tsx). */
export function MobileMenuPopover({ openOnMount = false }: DeferredOpenProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { key: locationKey } = useLocation();
  const openedAt = useRef(locationKey);
  // Opened while the next page is still rendering (the router shows it in a transition), the menu
  // belongs to that page: the address it was opened at is the browser's, which the router shows a
  // moment later. Taken from the rendered location, that moment closed the menu just opened.
  const open = (next: boolean) => {
    if (next) openedAt.current = currentHistoryKey() ?? locationKey;
    setOpen(next);
  };

  useEffect(() => {
    if (!openOnMount) return;
    triggerRef.current?.focus();
    openedAt.current = currentHistoryKey() ?? openedAt.current;
    setOpen(true);
  }, [openOnMount]);

  // Any navigation closes the menu (not the first render: it may open at once, see DeferredTrigger).
  useEffect(() => {
    if (openedAt.current !== locationKey) {
      openedAt.current = locationKey;
      setOpen(false);
    }
  }, [locationKey]);

  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={open}>
      <Button ref={triggerRef} className={mobileMenuTriggerClass} aria-label={t('nav.menu')}>
        <MenuIcon />
      </Button>
      <Popover
        placement="bottom end"
        offset={6}
        className={`${menuPopoverClass} w-72 max-w-[calc(100vw-2rem)] p-3`}
      >
        <Dialog aria-label={t('nav.mobileMenuLabel')} className="outline-none">
          <nav aria-label={t('nav.mobileMenuLabel')}>
            <NavLinks listClassName="flex flex-col gap-1" onNavigate={() => setOpen(false)} />
          </nav>
          <div className="mt-3 border-t border-slate-200 pt-3 dark:border-slate-700">
            <AccountActions className="flex flex-col gap-2" onAction={() => setOpen(false)} />
          </div>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

/** The key React Router keeps in the browser's history entry for the address shown now. */
function currentHistoryKey(): string | undefined {
  const state: unknown = window.history.state;
  return state && typeof state === 'object' && 'key' in state && typeof state.key === 'string'
    ? state.key
    : undefined;
}
