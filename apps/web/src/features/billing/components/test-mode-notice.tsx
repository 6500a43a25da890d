import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../../components/icons';

/** The local provider's pages say, in words and not by colour alone, that nothing is charged. */
export function TestModeNotice() {
  const { t } = useTranslation('billing');
  return (
    <p
      data-testid="test-mode-notice"
      className="mt-6 flex items-start gap-2 rounded-lg border-2 border-amber-700 bg-amber-50 p-4 font-semibold text-amber-950 dark:border-amber-300 dark:bg-amber-950 dark:text-amber-50"
    >
      <span className="mt-0.5 shrink-0">
        <AlertIcon />
      </span>
      <span>{t('testMode.notice')}</span>
    </p>
  );
}
