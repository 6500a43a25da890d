import type { FlowRunView, PageView } from '@klarsicht/contracts';
import { isBrokenLink, notCheckedAcrossPages, notCheckedShortText, notCheckedText } from '@klarsicht/report';
import { failureShort } from '@klarsicht/texts/failures';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cardClass } from '../../../components/ui-classes';
import { useLanguage } from '../../../i18n/languages';
import { pageKey, pageName } from '../flow-words';

const urlClass = '[overflow-wrap:anywhere]';

/**
 * The scan's pages as counted: how many were checked and how many not, the broken links (which
 * address leads nowhere, and which pages link to it), the pages that could not be checked and why,
 * the pages met under several addresses, and the checks that did not finish on a page. Shown only
 * when there is something besides pages checked once and through: a page without findings because
 * it was never loaded, or a check that ran out of time, must not pass for a clean one. A page a
 * user flow brought into a state is named with the flow and the step.
 */
export function ScanPages({
  pages,
  flows,
}: {
  pages: PageView[];
  flows?: readonly FlowRunView[] | undefined;
}) {
  const { t } = useTranslation('scans');
  const language = useLanguage();
  const nameOf = (page: PageView) => pageName(t, page, flows, language);
  const headingId = useId();
  const notChecked = pages.filter((page) => page.error);
  const broken = notChecked.filter((page) => isBrokenLink(page.error));
  const unchecked = notChecked.filter((page) => !isBrokenLink(page.error));
  const withAliases = pages.filter((page) => (page.aliases?.length ?? 0) > 0);
  const cutShort = pages.filter((page) => (page.notChecked?.length ?? 0) > 0);
  const checksNotFinished = notCheckedAcrossPages(cutShort);
  if (notChecked.length === 0 && withAliases.length === 0 && cutShort.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-10" data-testid="scan-pages">
      <h2 id={headingId} className="text-2xl font-bold">
        {t('pages.heading')}
      </h2>
      <p className="mt-3 text-lg" data-testid="scan-pages-summary">
        {t('pages.summary', {
          checked: t('pages.checked', { count: pages.length - notChecked.length }),
          notChecked: t('pages.notChecked', { count: notChecked.length }),
        })}
      </p>
      {cutShort.length > 0 ? (
        <p className="mt-2 text-lg" data-testid="checks-not-finished-summary">
          {t('pages.checksSummary', {
            count: checksNotFinished.pages,
            checks: checksNotFinished.checks.map((entry) => notCheckedShortText(entry, language)).join(', '),
          })}
        </p>
      ) : null}
      {broken.length > 0 ? (
        <div className={`${cardClass} mt-6`} data-testid="broken-links">
          <h3 className="text-xl font-bold">{t('pages.brokenHeading')}</h3>
          <p className="mt-2">{t('pages.brokenIntro')}</p>
          <ul className="mt-4 space-y-4">
            {broken.map((page) => (
              <li key={page.url}>
                <span className={`font-semibold ${urlClass}`}>
                  {t('pages.brokenAddress', { url: page.url, status: page.error?.status })}
                </span>
                {page.linkedFrom?.length ? (
                  <>
                    <span className="mt-1 block">{t('pages.linkedFrom')}</span>
                    <ul className="ml-6 list-disc">
                      {page.linkedFrom.map((from) => (
                        <li key={from} className={urlClass}>
                          {from}
                        </li>
                      ))}
                    </ul>
                  </>
                ) : (
                  <span className="mt-1 block">{t('pages.notLinked')}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {unchecked.length > 0 ? (
        <div className={`${cardClass} mt-6`} data-testid="unchecked-pages">
          <h3 className="text-xl font-bold">{t('pages.uncheckedHeading')}</h3>
          <p className="mt-2">{t('pages.uncheckedIntro')}</p>
          <ul className="mt-4 ml-6 list-disc space-y-1">
            {unchecked.map((page) => (
              <li key={pageKey(page)} className={urlClass}>
                {page.error
                  ? t('pages.uncheckedItem', {
                      url: nameOf(page),
                      reason: failureShort(page.error, language),
                    })
                  : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {cutShort.length > 0 ? (
        <div className={`${cardClass} mt-6`} data-testid="checks-not-finished">
          <h3 className="text-xl font-bold">{t('pages.checksHeading')}</h3>
          <p className="mt-2">{t('pages.checksIntro')}</p>
          <ul className="mt-4 space-y-3">
            {cutShort.map((page) => (
              <li key={pageKey(page)}>
                <span className={urlClass}>{t('pages.checksPage', { url: nameOf(page) })}</span>
                <ul className="ml-6 list-disc">
                  {page.notChecked?.map((entry) => (
                    <li key={`${entry.check} ${entry.reason}`}>{notCheckedText(entry, language)}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {withAliases.length > 0 ? (
        <div className={`${cardClass} mt-6`} data-testid="page-aliases">
          <h3 className="text-xl font-bold">{t('pages.aliasesHeading')}</h3>
          <p className="mt-2">{t('pages.aliasesIntro')}</p>
          <ul className="mt-4 space-y-3">
            {withAliases.map((page) => (
              <li key={pageKey(page)}>
                <span className={urlClass}>{t('pages.aliasesOf', { url: nameOf(page) })}</span>
                <ul className="ml-6 list-disc">
                  {page.aliases?.map((alias) => (
                    <li key={alias} className={urlClass}>
                      {alias}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
