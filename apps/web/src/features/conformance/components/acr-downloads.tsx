import { ACR_FORMATS, type AcrFormat, type SiteConformance } from '@klarsicht/contracts';
import { ACR_EDITIONS, type AcrEdition } from '@klarsicht/report';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonSecondaryClass, cardClass, inputClass, mutedTextClass } from '../../../components/ui-classes';
import { useLanguage } from '../../../i18n/languages';
import { downloadAcr } from '../api/acr-download';
import { acrErrorKey } from '../evaluation-errors';

type DownloadState =
  | { phase: 'idle' }
  | { phase: 'loading'; format: AcrFormat }
  | { phase: 'done'; fileName: string }
  | { phase: 'failed'; error: unknown };

/**
 * The conformance table as an Accessibility Conformance Report after VPAT® 2.5: an edition, then
 * one button per format. The EU edition comes first for a claim of EN 301 549, else the WCAG one.
 */
export function AcrDownloads({ conformance }: { conformance: SiteConformance }) {
  const { t } = useTranslation('conformance');
  const language = useLanguage();
  const headingId = useId();
  const editionId = useId();
  const editionHintId = useId();
  const [edition, setEdition] = useState<AcrEdition>(conformance.en301549 ? 'eu' : 'wcag');
  const [state, setState] = useState<DownloadState>({ phase: 'idle' });

  return (
    <section aria-labelledby={headingId} className={`${cardClass} mt-6`} data-testid="acr-downloads">
      <h2 id={headingId} className="text-xl font-bold">
        {t('acr.heading')}
      </h2>
      <p className="mt-2 max-w-3xl">{t('acr.intro')}</p>
      <div className="mt-4 max-w-md">
        <label htmlFor={editionId} className="block font-semibold">
          {t('acr.edition')}
        </label>
        <p id={editionHintId} className={`mt-1 ${mutedTextClass}`}>
          {t(`acr.editionHints.${edition}`)}
        </p>
        <select
          id={editionId}
          className={`${inputClass} mt-1`}
          aria-describedby={editionHintId}
          value={edition}
          onChange={(event) => setEdition(event.target.value as AcrEdition)}
        >
          {ACR_EDITIONS.map((value) => (
            <option key={value} value={value}>
              {t(`acr.editions.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        {ACR_FORMATS.map((format) => (
          <button
            key={format}
            type="button"
            className={buttonSecondaryClass}
            data-format={format}
            aria-disabled={state.phase === 'loading' || undefined}
            onClick={() => {
              if (state.phase === 'loading') return;
              setState({ phase: 'loading', format });
              downloadAcr(conformance.site.id, edition, format, language).then(
                (fileName) => setState({ phase: 'done', fileName }),
                (error: unknown) => setState({ phase: 'failed', error }),
              );
            }}
          >
            {t(`acr.formats.${format}`)}
          </button>
        ))}
      </div>
      <p role="status" className="mt-3 empty:hidden" data-testid="acr-status">
        {state.phase === 'loading'
          ? t('acr.downloading', { format: t(`acr.formats.${state.format}`) })
          : state.phase === 'done'
            ? t('acr.done', { file: state.fileName })
            : ''}
      </p>
      <p role="alert" className="mt-3 font-medium text-red-700 empty:hidden dark:text-red-300">
        {state.phase === 'failed' ? `${t('acr.failed')} ${t(`acr.errors.${acrErrorKey(state.error)}`)}` : ''}
      </p>
      <p className={`mt-4 text-sm ${mutedTextClass}`}>{t('acr.trademark')}</p>
    </section>
  );
}
