import type { Category, Impact, ScanView } from '@klarsicht/contracts';
import { impactLabel } from '@klarsicht/report';
import { failureShort } from '@klarsicht/texts/failures';
import { useId, useRef, useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { inputClass } from '../../../components/ui-classes';
import { useLanguage } from '../../../i18n/languages';
import { IMPACT_ORDER } from '../../../lib/impacts';
import { useFindingTotals, useIssueRules, usePages } from '../api/scan-queries';
import type { ScanSource } from '../api/scan-source';
import type { IssueStatusFilter } from '../api/scans-api';
import { flowPicturePath, pageKey, pageName } from '../flow-words';
import { FindingsPanel } from './findings-panel';
import { IssuesPanel } from './issues-panel';
import { ScanFlows } from './scan-flows';
import { ScanOverview } from './scan-overview';
import { ScanPages } from './scan-pages';
import { StatusFilter } from './status-filter';

type TabCountKey = keyof Omit<ScanView['summary'], 'byImpact'>;
const TABS: Array<{ category: Category; countKey: TabCountKey }> = [
  { category: 'violations', countKey: 'violations' },
  { category: 'incomplete', countKey: 'incomplete' },
  { category: 'bestPractices', countKey: 'bestPractices' },
  { category: 'passes', countKey: 'passes' },
  { category: 'inapplicable', countKey: 'inapplicable' },
];
// Violations count distinct issues (their own query); the other tabs count findings (rule × page).
const FINDING_CATEGORIES = TABS.map(({ category }) => category).filter(
  (category) => category !== 'violations',
);

// react-aria marks state with data attributes (data-selected, data-focus-visible). Below md the
// five tabs sit in a grid of three columns, two rows at most, in smaller type (a wrapping row of
// them took four lines on a phone).
const tabListClass =
  'grid grid-cols-3 gap-1 border-b border-slate-300 md:flex md:flex-wrap dark:border-slate-600';
const tabClass =
  'min-h-11 cursor-pointer rounded-t-lg border-b-4 border-transparent px-4 py-2 font-semibold max-md:px-1.5 max-md:text-center max-md:text-sm max-md:[overflow-wrap:break-word] outline-none hover:bg-slate-100 data-[selected]:border-blue-700 data-[selected]:text-blue-800 data-[focus-visible]:ring-4 data-[focus-visible]:ring-blue-700 dark:hover:bg-slate-800 dark:data-[selected]:border-blue-300 dark:data-[selected]:text-blue-200 dark:data-[focus-visible]:ring-blue-300';
const panelClass =
  'rounded-lg outline-none data-[focus-visible]:ring-4 data-[focus-visible]:ring-blue-700 dark:data-[focus-visible]:ring-blue-300';

/**
 * The finished scan's results: the overview first, then a tab per category with counts, filters by
 * impact and by page (in the owner's view also by the violations' decision status). Violations are
 * listed as distinct issues collapsed by rule; the overview's worst rules and pages jump there. The
 * counts follow the filters: a tab saying 16 when its panel lists 2 would mislead.
 */
export function ScanResults({ scan, source }: { scan: ScanView; source: ScanSource }) {
  const { t } = useTranslation('scans');
  const language = useLanguage();
  const headingId = useId();
  const [category, setCategory] = useState<Category>('violations');
  const [impact, setImpact] = useState<Impact | undefined>(undefined);
  const [page, setPage] = useState<string | undefined>(undefined);
  // Decisions are the owner's: a share link's reader neither sees nor filters by them.
  const [status, setStatus] = useState<IssueStatusFilter | undefined>(undefined);
  const own = source.kind === 'own';
  const [openRules, setOpenRules] = useState<ReadonlySet<string>>(new Set());
  const [focusRule, setFocusRule] = useState<string | undefined>(undefined);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const pages = usePages(source, true);
  const pageItems = pages.data?.items ?? [];
  const pageUrls = pageItems.map((item) => item.url);
  // The page where a consent banner was seen first holds the banner's findings; later ones leave them out.
  const bannerPage = pageItems.find((item) => item.consent && !item.consent.repeated);
  const filtered = impact !== undefined || page !== undefined;
  const filteredTotals = useFindingTotals(source, FINDING_CATEGORIES, { impact, page }, filtered);
  const issueRules = useIssueRules(source, { impact, page, status });
  const tabCount = (id: Category, countKey: TabCountKey): number | undefined =>
    id === 'violations' ? issueRules.data?.issues : filtered ? filteredTotals[id] : scan.summary[countKey];

  const toggleRule = (ruleId: string) =>
    setOpenRules((open) => {
      const next = new Set(open);
      if (!next.delete(ruleId)) next.add(ruleId);
      return next;
    });
  const showRule = (ruleId: string) => {
    setCategory('violations');
    setImpact(undefined);
    setPage(undefined);
    setStatus(undefined);
    setOpenRules((open) => new Set(open).add(ruleId));
    setFocusRule(ruleId);
  };
  const showPage = (url: string) => {
    setCategory('violations');
    setImpact(undefined);
    setStatus(undefined);
    setPage(url);
    headingRef.current?.focus();
  };

  return (
    <>
      <ScanOverview source={source} onShowRule={showRule} onShowPage={showPage} />
      <ScanFlows
        flows={scan.flows}
        {...(own ? { pictureOf: (flow: string) => flowPicturePath(scan.id, flow) } : {})}
      />
      <ScanPages pages={pageItems} flows={scan.flows} />
      <section aria-labelledby={headingId} className="mt-10">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-2xl font-bold outline-none">
          {t('results.heading')}
        </h2>
        <div className={`mt-4 grid gap-4 sm:grid-cols-2 ${own ? 'lg:grid-cols-3' : ''}`}>
          <FormField label={t('results.impact')}>
            {(control) => (
              <select
                {...control}
                className={`${inputClass} mt-1`}
                value={impact ?? ''}
                onChange={(event) => setImpact((event.target.value || undefined) as Impact | undefined)}
              >
                <option value="">{t('results.allImpacts')}</option>
                {IMPACT_ORDER.map((value) => (
                  <option key={value} value={value}>
                    {impactLabel(value, language)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label={t('results.page')}>
            {(control) => (
              <select
                {...control}
                className={`${inputClass} mt-1`}
                value={page ?? ''}
                onChange={(event) => setPage(event.target.value || undefined)}
              >
                <option value="">{t('results.allPages', { count: pageUrls.length })}</option>
                {pageItems.map((item) => (
                  // A page a flow brought into a state is named with it; the filter is by address.
                  <option key={pageKey(item)} value={item.url}>
                    {item.error
                      ? t('results.pageNotChecked', {
                          url: pageName(t, item, scan.flows, language),
                          reason: failureShort(item.error, language),
                        })
                      : item.kind === 'document'
                        ? t('results.documentPage', { url: item.url })
                        : pageName(t, item, scan.flows, language)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          {own ? <StatusFilter value={status} onChange={setStatus} /> : null}
        </div>
        {bannerPage?.consent ? (
          <p className="mt-4 text-sm" data-testid="consent-note">
            {t(bannerPage.consent.accepted ? 'results.consentAccepted' : 'results.consentNotAccepted', {
              page: bannerPage.url,
            })}
          </p>
        ) : null}
        <Tabs
          className="mt-6"
          selectedKey={category}
          onSelectionChange={(key) => setCategory(key as Category)}
        >
          <TabList aria-label={t('results.tabsLabel')} className={tabListClass}>
            {TABS.map(({ category: id, countKey }) => (
              <Tab key={id} id={id} className={tabClass}>
                {tabCount(id, countKey) === undefined
                  ? t(`results.tabs.${id}`)
                  : t('results.tab', { label: t(`results.tabs.${id}`), count: tabCount(id, countKey) })}
              </Tab>
            ))}
          </TabList>
          {TABS.map(({ category: id }) => (
            <TabPanel key={id} id={id} className={panelClass}>
              {id === 'violations' ? (
                <IssuesPanel
                  source={source}
                  impact={impact}
                  page={page}
                  status={status}
                  openRules={openRules}
                  onToggleRule={toggleRule}
                  focusRule={focusRule}
                  onRuleFocused={() => setFocusRule(undefined)}
                />
              ) : (
                <>
                  {id === 'bestPractices' ? <p className="mt-6">{t('results.bestPracticesNote')}</p> : null}
                  <FindingsPanel
                    key={`${impact ?? ''}|${page ?? ''}`}
                    source={source}
                    category={id}
                    impact={impact}
                    page={page}
                  />
                </>
              )}
            </TabPanel>
          ))}
        </Tabs>
      </section>
    </>
  );
}
