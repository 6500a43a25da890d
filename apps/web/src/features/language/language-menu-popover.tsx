import { useEffect, useRef, useState } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { DeferredOpenProps } from '../../components/deferred-trigger';
import { CheckIcon } from '../../components/icons';
import { menuItemClass, menuPopoverClass, menuTriggerClass } from '../../components/menu-classes';
import { LANGUAGES, type Language, toLanguage } from '../../i18n/languages';
import { LanguageTriggerContent } from './language-trigger-content';

/** The react-aria language menu; loaded when first opened (see language-menu.tsx). */
export function LanguageMenuPopover({ openOnMount = false }: DeferredOpenProps) {
  const { t, i18n } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!openOnMount) return;
    triggerRef.current?.focus();
    setOpen(true);
  }, [openOnMount]);
  const current = toLanguage(i18n.resolvedLanguage ?? i18n.language);

  const choose = (language: Language) => {
    if (language !== current) void i18n.changeLanguage(language);
  };

  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button
        ref={triggerRef}
        className={menuTriggerClass}
        aria-label={t('language.button', { language: t(`language.names.${current}`) })}
      >
        <LanguageTriggerContent language={current} />
      </Button>
      <Popover placement="bottom end" offset={6} className={menuPopoverClass}>
        <Menu
          aria-label={t('language.menuLabel')}
          selectionMode="single"
          selectedKeys={[current]}
          disallowEmptySelection
          onSelectionChange={(keys) => {
            const [key] = keys === 'all' ? [] : [...keys];
            if (key !== undefined) choose(toLanguage(String(key)));
          }}
          className="outline-none"
        >
          {LANGUAGES.map((language) => (
            <MenuItem
              key={language}
              id={language}
              textValue={t(`language.names.${language}`)}
              className={menuItemClass}
            >
              {({ isSelected }) => (
                <>
                  <span lang={language}>{t(`language.names.${language}`)}</span>
                  <CheckIcon className={isSelected ? 'ml-auto' : 'invisible ml-auto'} />
                </>
              )}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
