import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, GlobeIcon } from '../../components/icons';
import type { Language } from '../../i18n/languages';

export function LanguageTriggerContent({ language }: { language: Language }) {
  const { t } = useTranslation();
  return (
    <>
      <GlobeIcon />
      {/* Narrow screens show the globe only; the button's name always says the language. */}
      <span className="hidden sm:inline">{t(`language.names.${language}`)}</span>
      <ChevronDownIcon />
    </>
  );
}
