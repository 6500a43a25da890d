import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type DeferredOpenProps, DeferredTrigger } from '../../components/deferred-trigger';
import { menuTriggerClass } from '../../components/menu-classes';
import { toLanguage } from '../../i18n/languages';
import { deferredModule, useDeferredModule } from '../../lib/deferred-module';
import { LanguageTriggerContent } from './language-trigger-content';

const popoverMenu = deferredModule(() => import('./language-menu-popover'));

/** The language menu of the navigation bar (product §2): German and English. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const loaded = useDeferredModule(popoverMenu);
  const openOnLoad = useRef<DeferredOpenProps>({});
  const current = toLanguage(i18n.resolvedLanguage ?? i18n.language);

  if (loaded) return <loaded.LanguageMenuPopover {...openOnLoad.current} />;
  return (
    <DeferredTrigger
      className={menuTriggerClass}
      hasPopup="menu"
      label={t('language.button', { language: t(`language.names.${current}`) })}
      onPress={() => {
        openOnLoad.current = { openOnMount: true };
        void popoverMenu.load();
      }}
    >
      <LanguageTriggerContent language={current} />
    </DeferredTrigger>
  );
}
