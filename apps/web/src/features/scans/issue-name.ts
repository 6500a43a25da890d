import type { IssueView } from '@klarsicht/contracts';
import type { TFunction } from 'i18next';
import type { Language } from '../../i18n/languages';
import { issuePageName } from './flow-words';

/**
 * The words that tell one issue from its neighbours, for controls whose visible label is the same on
 * every issue ("Decide", "Select"): where it appears and its element.
 */
export function issueName(t: TFunction<'scans'>, issue: IssueView, language: Language): string {
  const where =
    issue.pageCount === 1
      ? t('decisions.onePage', {
          page: issuePageName(t, issue.firstPageUrl, issue.firstPageState, language),
        })
      : t('decisions.onPages', { count: issue.pageCount });
  return issue.element
    ? t('decisions.issueName', { where, element: issue.element.selector })
    : t('decisions.issueNameWhole', { where });
}
