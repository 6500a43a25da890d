import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type DeferredOpenProps, DeferredTrigger } from '../../components/deferred-trigger';
import { MenuIcon } from '../../components/icons';
import { deferredModule, useDeferredModule } from '../../lib/deferred-module';
import { mobileMenuTriggerClass } from './mobile-menu-classes';

const popoverMenu = deferredModule(() => import('./mobile-menu-popover'));

/** The collapsed menu for narrow screens (product §2): toggles, and closes on navigation. */
export function MobileMenu() {
  const { t } = useTranslation();
  const loaded = useDeferredModule(popoverMenu);
  const openOnLoad = useRef<DeferredOpenProps>({});

  if (loaded) return <loaded.MobileMenuPopover {...openOnLoad.current} />;
  return (
    <DeferredTrigger
      className={mobileMenuTriggerClass}
      hasPopup="dialog"
      label={t('nav.menu')}
      onPress={() => {
        openOnLoad.current = { openOnMount: true };
        void popoverMenu.load();
      }}
    >
      <MenuIcon />
    </DeferredTrigger>
  );
}
