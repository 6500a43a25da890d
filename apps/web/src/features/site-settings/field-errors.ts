import type { FieldError, SiteSettings, UpdateSiteSettings } from '@klarsicht/contracts';
import { BROWSER_OWNED_HEADERS, HEADER_NAME } from '@klarsicht/report';
import { MAX_CRAWL_PATTERNS, type PatternProblem, patternLines, patternProblem } from './crawl-scope';
import { passwordStored, type RowList, type SettingsDraft, valueStored } from './settings-draft';

/**
 * What is wrong with the settings, by field. Fields are named as the server names them in its
 * `validation_failed` answer (`scope.include`, `signIn.loginUrl`, `signIn.headers.0.value`), so the
 * form's own checks and the server's land at the same place.
 */

export type FieldProblemCode =
  | PatternProblem
  | 'patternInvalid'
  | 'required'
  | 'tooLong'
  | 'tooMany'
  | 'invalid'
  | 'url'
  | 'headerName'
  | 'headerForbidden'
  | 'cookieValue'
  | 'colon'
  | 'noRows'
  | 'otherSite';

export interface FieldProblem {
  code: FieldProblemCode;
  /** The pattern at fault, for problems of one line of a pattern list. */
  pattern?: string;
}

export type FieldErrors = Partial<Record<string, FieldProblem[]>>;

export const rowField = (list: RowList, index: number, part: 'name' | 'value') =>
  `signIn.${list}.${index}.${part}`;

/** The fields the form shows for this draft, in the order they appear. */
export function fieldKeys(draft: SettingsDraft): string[] {
  const keys = ['startUrl', 'scope.area', 'scope.include', 'scope.exclude', 'signIn.kind'];
  switch (draft.signIn) {
    case 'form':
      keys.push(
        'signIn.loginUrl',
        'signIn.username',
        'signIn.password',
        'signIn.usernameSelector',
        'signIn.passwordSelector',
        'signIn.submitSelector',
      );
      if (draft.form.successCheck === 'selector') keys.push('signIn.successSelector');
      if (draft.form.successCheck === 'url') keys.push('signIn.successUrl');
      break;
    case 'headers':
      for (const list of ['headers', 'cookies'] as const) {
        keys.push(`signIn.${list}`);
        draft[list].forEach((_, index) => {
          keys.push(rowField(list, index, 'name'), rowField(list, index, 'value'));
        });
      }
      break;
    case 'basic':
      keys.push('signIn.username', 'signIn.password');
      break;
    case 'none':
      break;
  }
  return keys;
}

const MAX_SELECTOR = 500;
const MAX_TEXT = 500;
const MAX_ADDRESS = 2048;
export const MAX_SECRET = 4096;

/** The form's own checks before saving: what the server or the scan would refuse. */
export function validateDraft(draft: SettingsDraft, settings: SiteSettings): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, problem: FieldProblem) => {
    errors[field] = [...(errors[field] ?? []), problem];
  };
  for (const list of ['include', 'exclude'] as const) {
    const patterns = patternLines(draft[list]);
    if (patterns.length > MAX_CRAWL_PATTERNS) add(`scope.${list}`, { code: 'tooMany' });
    for (const pattern of patterns) {
      const code = patternProblem(pattern);
      if (code) add(`scope.${list}`, { code, pattern });
    }
  }
  const text = (field: string, value: string, max: number, required: boolean) => {
    if (required && value.trim() === '') add(field, { code: 'required' });
    else if (value.trim().length > max) add(field, { code: 'tooLong' });
  };
  // Whether it is an address on this site the server decides (an address without a scheme means https).
  text('startUrl', draft.startUrl, MAX_ADDRESS, true);
  const secret = (field: string, value: string, stored: boolean) => {
    if (value === '' && !stored) add(field, { code: 'required' });
    else if (value.length > MAX_SECRET) add(field, { code: 'tooLong' });
  };
  switch (draft.signIn) {
    case 'form': {
      const { form } = draft;
      text('signIn.loginUrl', form.loginUrl, MAX_ADDRESS, true);
      if (!errors['signIn.loginUrl'] && !isWebAddress(form.loginUrl.trim()))
        add('signIn.loginUrl', { code: 'url' });
      text('signIn.username', form.username, MAX_TEXT, true);
      secret('signIn.password', form.password, passwordStored(settings, 'form'));
      text('signIn.usernameSelector', form.usernameSelector, MAX_SELECTOR, false);
      text('signIn.passwordSelector', form.passwordSelector, MAX_SELECTOR, false);
      text('signIn.submitSelector', form.submitSelector, MAX_SELECTOR, false);
      if (form.successCheck === 'selector')
        text('signIn.successSelector', form.successSelector, MAX_SELECTOR, true);
      if (form.successCheck === 'url') text('signIn.successUrl', form.successUrl, MAX_ADDRESS, true);
      break;
    }
    case 'headers':
      if (draft.headers.length === 0 && draft.cookies.length === 0) add('signIn.headers', { code: 'noRows' });
      for (const list of ['headers', 'cookies'] as const) {
        draft[list].forEach((row, index) => {
          const name = row.name.trim();
          const nameField = rowField(list, index, 'name');
          if (name === '') add(nameField, { code: 'required' });
          else if (name.length > 100) add(nameField, { code: 'tooLong' });
          else if (!HEADER_NAME.test(name)) add(nameField, { code: 'headerName' });
          else if (list === 'headers' && BROWSER_OWNED_HEADERS.has(name.toLowerCase()))
            add(nameField, { code: 'headerForbidden' });
          const valueField = rowField(list, index, 'value');
          secret(valueField, row.value, valueStored(row));
          if (list === 'cookies' && row.value !== '' && /[\s;,"\\]/.test(row.value))
            add(valueField, { code: 'cookieValue' });
        });
      }
      break;
    case 'basic':
      text('signIn.username', draft.basic.username, MAX_TEXT, true);
      if (draft.basic.username.includes(':')) add('signIn.username', { code: 'colon' });
      secret('signIn.password', draft.basic.password, passwordStored(settings, 'basic'));
      break;
    case 'none':
      break;
  }
  return errors;
}

function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password;
  } catch {
    return false;
  }
}

/**
 * The server's field errors at the form's fields. A pattern list's error names its line's pattern
 * (`scope.include.2` → the third pattern sent); a field the form does not show goes to the nearest
 * one it does (the sign-in choice, or the scope's).
 */
export function errorsFromServer(
  fieldErrors: readonly FieldError[],
  sent: UpdateSiteSettings,
  draft: SettingsDraft,
): FieldErrors {
  const shown = new Set(fieldKeys(draft));
  const errors: FieldErrors = {};
  for (const { field, code } of fieldErrors) {
    const patternAt = /^scope\.(include|exclude)(?:\.(\d+))?$/.exec(field);
    let place: string;
    let problem: FieldProblem;
    if (patternAt) {
      const list = patternAt[1] as 'include' | 'exclude';
      place = `scope.${list}`;
      const pattern = patternAt[2] === undefined ? undefined : sent.scope[list][Number(patternAt[2])];
      problem =
        pattern === undefined
          ? { code: code === 'too_big' ? 'tooMany' : 'invalid' }
          : {
              code: code === 'too_long' ? 'patternTooLong' : (patternProblem(pattern) ?? 'patternInvalid'),
              pattern,
            };
    } else {
      const row = /^signIn\.(headers|cookies)\.(\d+)$/.exec(field);
      place = row ? rowField(row[1] as RowList, Number(row[2]), 'name') : field;
      if (!shown.has(place)) place = field.startsWith('signIn') ? 'signIn.kind' : 'scope.area';
      problem = { code: serverCode(code) };
    }
    const known = errors[place] ?? [];
    if (!known.some((entry) => entry.code === problem.code && entry.pattern === problem.pattern))
      errors[place] = [...known, problem];
  }
  return errors;
}

function serverCode(code: string): FieldProblemCode {
  switch (code) {
    case 'required':
      return 'required';
    case 'too_long':
      return 'tooLong';
    case 'too_big':
      return 'tooMany';
    case 'invalid_url':
      return 'url';
    case 'other_site':
      return 'otherSite';
    default:
      return 'invalid';
  }
}

/** The invalid fields in the order the form shows them (the first gets the focus). */
export function invalidFields(errors: FieldErrors, draft: SettingsDraft): string[] {
  return fieldKeys(draft).filter((field) => (errors[field]?.length ?? 0) > 0);
}
