import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldAlert } from '../../../components/field-alert';
import { ExternalLinkIcon } from '../../../components/icons';
import {
  ReflowCellLabel,
  reflowBodyClass,
  reflowCellClass,
  reflowHeadClass,
  reflowRowClass,
  reflowTableClass,
} from '../../../components/reflow-table';
import { buttonSecondaryClass, mutedTextClass, textLinkClass } from '../../../components/ui-classes';
import { useConformanceWords } from '../conformance-words';
import type { DraftPage, PageProblem } from '../evaluation-draft';

export interface SampleRow {
  page: DraftPage;
  /** The id of the row's remove button, where an error summary leads. */
  controlId: string;
  problem: PageProblem | undefined;
}

/**
 * Pages of the sample, one row each: the address (opening in a new tab), the page's title, why it
 * is in the sample, the owner's label, and a button that removes it. Focus stays in the table after
 * a removal: on the next row's button, else the previous one's, else on `afterLast`.
 */
export function SampleTable({
  rows,
  caption,
  showReason,
  onRemove,
  afterLast,
  testId,
}: {
  rows: SampleRow[];
  caption: string;
  showReason: boolean;
  onRemove: (page: DraftPage) => void;
  /** Where focus goes when the last row is removed. */
  afterLast: () => HTMLElement | null;
  testId: string;
}) {
  const { t } = useTranslation('conformance');
  const words = useConformanceWords();
  const body = useRef<HTMLTableSectionElement>(null);

  const remove = (index: number, page: DraftPage) => {
    const buttons = [...(body.current?.querySelectorAll<HTMLButtonElement>('button[data-remove]') ?? [])];
    const next = buttons[index + 1] ?? buttons[index - 1] ?? null;
    onRemove(page);
    requestAnimationFrame(() => (next ?? afterLast())?.focus());
  };

  return (
    <div className="mt-4">
      <table className={`${reflowTableClass} text-left`} data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className={reflowHeadClass}>
          <tr className="border-b border-slate-300 dark:border-slate-600">
            <th scope="col" className="py-2 pr-4">
              {t('evaluation.sample.address')}
            </th>
            <th scope="col" className="py-2 pr-4">
              {t('evaluation.sample.title')}
            </th>
            {showReason ? (
              <th scope="col" className="py-2 pr-4">
                {t('evaluation.sample.reason')}
              </th>
            ) : null}
            <th scope="col" className="py-2 pr-4">
              {t('evaluation.sample.label')}
            </th>
            <th scope="col" className="py-2">
              {t('evaluation.sample.action')}
            </th>
          </tr>
        </thead>
        <tbody ref={body} className={reflowBodyClass}>
          {rows.map(({ page, controlId, problem }, index) => {
            const name = page.label || page.title || page.url;
            const errorId = `${controlId}-error`;
            return (
              <tr
                key={page.url}
                className={`border-b border-slate-200 align-top dark:border-slate-700 ${reflowRowClass}`}
                data-sample-page={page.url}
              >
                <th scope="row" className={`py-3 pr-4 font-normal ${reflowCellClass}`}>
                  <a
                    href={page.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={`${textLinkClass} [overflow-wrap:anywhere]`}
                  >
                    {page.url}
                    <span className="ml-1 inline-block align-middle">
                      <ExternalLinkIcon />
                    </span>
                    <span className="sr-only"> {t('evaluation.sample.newTab')}</span>
                  </a>
                  <FieldAlert
                    id={errorId}
                    message={problem ? t(`evaluation.pageErrors.${problem}`) : ''}
                    announce={false}
                  />
                </th>
                <td className={`py-3 pr-4 [overflow-wrap:anywhere] ${reflowCellClass}`}>
                  <ReflowCellLabel>{t('evaluation.sample.title')}</ReflowCellLabel>
                  {page.title ?? <span className={mutedTextClass}>{t('evaluation.sample.noTitle')}</span>}
                </td>
                {showReason ? (
                  <td className={`py-3 pr-4 ${reflowCellClass}`}>
                    <ReflowCellLabel>{t('evaluation.sample.reason')}</ReflowCellLabel>
                    {words.sampleReason(page.reason)}
                  </td>
                ) : null}
                <td className={`py-3 pr-4 [overflow-wrap:anywhere] ${reflowCellClass}`}>
                  <ReflowCellLabel>{t('evaluation.sample.label')}</ReflowCellLabel>
                  {page.label || <span className={mutedTextClass}>{t('evaluation.sample.noLabel')}</span>}
                </td>
                <td className={`py-3 ${reflowCellClass}`}>
                  <button
                    id={controlId}
                    type="button"
                    data-remove
                    className={buttonSecondaryClass}
                    aria-label={t('evaluation.sample.removeNamed', { page: name })}
                    aria-describedby={problem ? errorId : undefined}
                    onClick={() => remove(index, page)}
                  >
                    {t('evaluation.sample.remove')}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
