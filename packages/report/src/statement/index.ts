export { CONCILIATION_BODY, MARKET_SURVEILLANCE_AUTHORITY, type PublicBody } from './authorities.js';
export {
  clauseBarrierText,
  formatStatementDate,
  type StatementDocument,
  statementDocument,
  statementHtml,
  statementMarkdown,
} from './statement-document.js';
export { STATEMENT_TEXTS, type StatementTexts } from './statement-texts.js';
export {
  type AcceptedBarrier,
  isKlarsichtStatementUrl,
  type PublishedStatementContent,
  type StatementBarrier,
  type StatementContent,
  type StatementContentV1,
  type StatementOwnerFields,
  statementPagePath,
} from './statement-types.js';
