import type { IssueView } from '@klarsicht/contracts';
import type { TFunction } from 'i18next';

/**
 * The words that tell one issue from its neighbours, for controls whose visible label is the same on
 * every issue ("Decide", "Select"): where it appears and its element.
 */
export function issueName(t: TFunction<'scans'>, issue: IssueView): string {
  const where =
    issue.pageCount === 1
      ? t('decisions.onePage', { page: issue.firstPageUrl })
      : t('decisions.onPages', { count: issue.pageCount });
  return issue.element
    ? t('decisions.issueName', { where, element: issue.element.selector })
    : t('decisions.issueNameWhole', { where });
}
