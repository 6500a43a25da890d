import { useTranslation } from 'react-i18next';
import { MoonIcon, SunIcon } from '../../components/icons';
import { iconButtonClass } from '../../components/ui-classes';
import { useTheme } from './use-theme';

export function ThemeToggle() {
  const { t } = useTranslation();
  const { scheme, toggle } = useTheme();
  const label = scheme === 'dark' ? t('theme.toLight') : t('theme.toDark');
  return (
    <button type="button" className={iconButtonClass} onClick={toggle} aria-label={label} title={label}>
      {scheme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
