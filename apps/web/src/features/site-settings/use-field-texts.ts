import { useTranslation } from 'react-i18next';
import { MAX_CRAWL_PATTERNS } from './crawl-scope';
import type { FieldErrors } from './field-errors';
import { MAX_ROWS } from './settings-draft';

const SIMPLE_LABELS = {
  startUrl: 'startAddress',
  'scope.area': 'scope.areaLegend',
  'scope.include': 'scope.include',
  'scope.exclude': 'scope.exclude',
  'signIn.kind': 'signIn.kindLegend',
  'signIn.loginUrl': 'signIn.loginUrl',
  'signIn.username': 'signIn.username',
  'signIn.password': 'signIn.password',
  'signIn.usernameSelector': 'signIn.usernameSelector',
  'signIn.passwordSelector': 'signIn.passwordSelector',
  'signIn.submitSelector': 'signIn.submitSelector',
  'signIn.successSelector': 'signIn.successSelector',
  'signIn.successUrl': 'signIn.successUrl',
  'signIn.headers': 'signIn.headersLegend',
  'signIn.cookies': 'signIn.cookiesLegend',
  'consent.handle': 'consent.handle',
  'consent.acceptSelector': 'consent.acceptSelector',
} as const;

/** A long pattern is shortened in messages: the owner recognises it by its start. */
const shown = (pattern: string | undefined) =>
  pattern !== undefined && pattern.length > 60 ? `${pattern.slice(0, 57)}…` : pattern;

/** The words for a field (as the error summary names it) and for its problems. */
export function useFieldTexts(errors: FieldErrors) {
  const { t } = useTranslation('siteSettings');
  return {
    label(field: string): string {
      if (field in SIMPLE_LABELS) return t(SIMPLE_LABELS[field as keyof typeof SIMPLE_LABELS]);
      const row = /^signIn\.(headers|cookies)\.(\d+)\.(name|value)$/.exec(field);
      if (!row) return field;
      const list = row[1] as 'headers' | 'cookies';
      const part = row[3] as 'name' | 'value';
      return `${t(`signIn.row_${list}`, { number: Number(row[2]) + 1 })} – ${t(`signIn.${part}`)}`;
    },
    message(field: string): string {
      const max = field.startsWith('scope.') ? MAX_CRAWL_PATTERNS : MAX_ROWS;
      return (errors[field] ?? [])
        .map((problem) => t(`problems.${problem.code}`, { pattern: shown(problem.pattern), max }))
        .join(' ');
    },
  };
}
