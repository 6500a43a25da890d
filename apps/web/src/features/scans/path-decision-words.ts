import type { IssueDecisionView } from '@klarsicht/contracts';
import { acceptReasonWord, decisionStatusWord } from '@klarsicht/report';
import type { TFunction } from 'i18next';
import type { Language } from '../../i18n/languages';
import { EVERY_PAGE } from './rule-decision-draft';

/** Where a pattern applies in plain words: every page, the pages under a folder, or one page. */
function whereOf(t: TFunction<'scans'>, pattern: string): string {
  if (pattern === EVERY_PAGE) return t('decisions.path.where.all');
  return pattern.endsWith('*')
    ? t('decisions.path.where.under', { path: pattern })
    : t('decisions.path.where.page', { path: pattern });
}

/**
 * One of a rule's decisions for a path as a line of the list: where, what (an acceptance with its
 * reason, which the statement names) and the team's note, which says why.
 */
export function pathDecisionLine(
  t: TFunction<'scans'>,
  language: Language,
  decision: Pick<IssueDecisionView, 'pagePath' | 'status' | 'reason' | 'note'>,
): string {
  const word = decisionStatusWord(decision.status, language);
  const status = decision.reason
    ? t('decisions.path.withReason', { status: word, reason: acceptReasonWord(decision.reason, language) })
    : word;
  const where = whereOf(t, decision.pagePath ?? EVERY_PAGE);
  return decision.note
    ? t('decisions.path.lineNote', { where, status, note: decision.note })
    : t('decisions.path.line', { where, status });
}
