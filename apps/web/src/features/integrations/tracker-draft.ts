import {
  type CreateTrackerRequest,
  type FieldError,
  MAX_URL_LENGTH,
  type TrackerKind,
} from '@klarsicht/contracts';

/**
 * The "add an issue tracker" form's state and its way to a request (decision 030): what the person
 * typed for the chosen kind, checked before sending as createTrackerRequestSchema would check it, and
 * the server's refusals placed at the same fields. The token is write-only: sent once, never shown.
 */

/** The limits of createTrackerRequestSchema. */
export const MAX_TOKEN_LENGTH = 2000;
export const MAX_PROJECT_LENGTH = 300;
export const MAX_ISSUE_TYPE_LENGTH = 60;
export const MAX_EMAIL_LENGTH = 254;

const REPOSITORY = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;
const PROJECT_KEY = /^[A-Z][A-Z0-9_]{0,19}$/;
/** What a mail address needs at least; the server's check decides the rest. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Every kind's fields in one draft: switching the kind keeps what was typed for another, but not the
 * token (one tracker's token means nothing to another, and it is not to be sent there).
 */
export interface TrackerDraft {
  kind: TrackerKind;
  /** GitHub: `owner/name`. */
  repository: string;
  /** GitHub Enterprise Server's API root; empty: github.com. */
  apiUrl: string;
  /** GitLab: `group/project` or the project's id. */
  project: string;
  /** A self-managed GitLab; empty: gitlab.com. */
  baseUrl: string;
  /** Jira Cloud: `https://<site>.atlassian.net`. */
  siteUrl: string;
  projectKey: string;
  /** The Atlassian account the API token belongs to. */
  email: string;
  /** The issue type of new tickets; empty: the server's default, `Task`. */
  issueType: string;
  token: string;
}

export type TrackerField =
  | 'kind'
  | 'repository'
  | 'apiUrl'
  | 'project'
  | 'baseUrl'
  | 'siteUrl'
  | 'projectKey'
  | 'email'
  | 'token'
  | 'issueType';

/** Keys under integrations:trackers.problems. */
export type TrackerProblem =
  | 'repositoryRequired'
  | 'repositoryInvalid'
  | 'projectRequired'
  | 'projectTooLong'
  | 'siteUrlRequired'
  | 'urlInvalid'
  | 'urlTooLong'
  | 'projectKeyRequired'
  | 'projectKeyInvalid'
  | 'emailRequired'
  | 'emailInvalid'
  | 'tokenRequired'
  | 'tokenTooLong'
  | 'issueTypeTooLong'
  | 'invalid';

export type TrackerErrors = Partial<Record<TrackerField, TrackerProblem>>;

export function newTrackerDraft(kind: TrackerKind = 'github'): TrackerDraft {
  return {
    kind,
    repository: '',
    apiUrl: '',
    project: '',
    baseUrl: '',
    siteUrl: '',
    projectKey: '',
    email: '',
    issueType: '',
    token: '',
  };
}

/** Another kind chosen: the token typed for the previous one is gone. */
export function withKind(draft: TrackerDraft, kind: TrackerKind): TrackerDraft {
  return kind === draft.kind ? draft : { ...draft, kind, token: '' };
}

const FIELDS_OF: Record<TrackerKind, readonly TrackerField[]> = {
  github: ['repository', 'token', 'apiUrl'],
  gitlab: ['project', 'token', 'baseUrl'],
  jira: ['siteUrl', 'projectKey', 'email', 'token', 'issueType'],
};

/** The form's fields for this kind, in their order. */
export function shownTrackerFields(kind: TrackerKind): TrackerField[] {
  return ['kind', ...FIELDS_OF[kind]];
}

/** The Jira project key as Jira writes it: `web` is `WEB`. */
const projectKeyOf = (text: string) => text.trim().toUpperCase();

/** Whether the server's address checks have a chance: a web address with a host, no credentials. */
function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      url.hostname !== '' &&
      !url.username &&
      !url.password
    );
  } catch {
    return false;
  }
}

function urlProblem(text: string, required: boolean): TrackerProblem | undefined {
  const url = text.trim();
  if (url === '') return required ? 'siteUrlRequired' : undefined;
  if (url.length > MAX_URL_LENGTH) return 'urlTooLong';
  return isWebAddress(url) ? undefined : 'urlInvalid';
}

/** The form's own checks before sending: what the server would refuse for certain. */
export function validateTrackerDraft(draft: TrackerDraft): TrackerErrors {
  const errors: TrackerErrors = {};
  const set = (field: TrackerField, problem: TrackerProblem | undefined) => {
    if (problem) errors[field] = problem;
  };
  switch (draft.kind) {
    case 'github': {
      const repository = draft.repository.trim();
      set(
        'repository',
        repository === ''
          ? 'repositoryRequired'
          : REPOSITORY.test(repository)
            ? undefined
            : 'repositoryInvalid',
      );
      set('apiUrl', urlProblem(draft.apiUrl, false));
      break;
    }
    case 'gitlab': {
      const project = draft.project.trim();
      set(
        'project',
        project === ''
          ? 'projectRequired'
          : project.length > MAX_PROJECT_LENGTH
            ? 'projectTooLong'
            : undefined,
      );
      set('baseUrl', urlProblem(draft.baseUrl, false));
      break;
    }
    case 'jira': {
      set('siteUrl', urlProblem(draft.siteUrl, true));
      const key = projectKeyOf(draft.projectKey);
      set(
        'projectKey',
        key === '' ? 'projectKeyRequired' : PROJECT_KEY.test(key) ? undefined : 'projectKeyInvalid',
      );
      const email = draft.email.trim();
      set(
        'email',
        email === ''
          ? 'emailRequired'
          : email.length > MAX_EMAIL_LENGTH || !EMAIL.test(email)
            ? 'emailInvalid'
            : undefined,
      );
      if (draft.issueType.trim().length > MAX_ISSUE_TYPE_LENGTH) errors.issueType = 'issueTypeTooLong';
      break;
    }
  }
  const token = draft.token.trim();
  set('token', token === '' ? 'tokenRequired' : token.length > MAX_TOKEN_LENGTH ? 'tokenTooLong' : undefined);
  return errors;
}

/** Only the chosen kind's fields, trimmed; an optional field left empty is not sent (the server's default). */
export function toCreateTrackerRequest(draft: TrackerDraft): CreateTrackerRequest {
  const token = draft.token.trim();
  const optional = <K extends string>(key: K, text: string) => {
    const value = text.trim();
    return value === '' ? {} : ({ [key]: value } as Record<K, string>);
  };
  switch (draft.kind) {
    case 'github':
      return {
        kind: 'github',
        repository: draft.repository.trim(),
        token,
        ...optional('apiUrl', draft.apiUrl),
      };
    case 'gitlab':
      return { kind: 'gitlab', project: draft.project.trim(), token, ...optional('baseUrl', draft.baseUrl) };
    case 'jira':
      return {
        kind: 'jira',
        siteUrl: draft.siteUrl.trim(),
        projectKey: projectKeyOf(draft.projectKey),
        email: draft.email.trim(),
        token,
        ...optional('issueType', draft.issueType),
      };
  }
}

const MISSING: Partial<Record<TrackerField, TrackerProblem>> = {
  repository: 'repositoryRequired',
  project: 'projectRequired',
  siteUrl: 'siteUrlRequired',
  projectKey: 'projectKeyRequired',
  email: 'emailRequired',
  token: 'tokenRequired',
};

const TOO_LONG: Partial<Record<TrackerField, TrackerProblem>> = {
  project: 'projectTooLong',
  apiUrl: 'urlTooLong',
  baseUrl: 'urlTooLong',
  siteUrl: 'urlTooLong',
  token: 'tokenTooLong',
  issueType: 'issueTypeTooLong',
};

const MALFORMED: Partial<Record<TrackerField, TrackerProblem>> = {
  repository: 'repositoryInvalid',
  apiUrl: 'urlInvalid',
  baseUrl: 'urlInvalid',
  siteUrl: 'urlInvalid',
  projectKey: 'projectKeyInvalid',
  email: 'emailInvalid',
};

function serverProblem(field: TrackerField, code: string): TrackerProblem {
  switch (code) {
    case 'required':
    case 'too_small':
      return MISSING[field] ?? 'invalid';
    case 'too_long':
    case 'too_big':
      return TOO_LONG[field] ?? 'invalid';
    default:
      return MALFORMED[field] ?? 'invalid';
  }
}

/**
 * The server's `validation_failed` field errors at the form's fields, the first per field; fields the
 * form does not show for this kind are left out (the form then says the request was refused).
 */
export function trackerErrorsFromServer(
  fieldErrors: readonly FieldError[],
  kind: TrackerKind,
): TrackerErrors {
  const shown = new Set(shownTrackerFields(kind));
  const errors: TrackerErrors = {};
  for (const { field, code } of fieldErrors) {
    const place = field.split('.')[0] as TrackerField;
    if (!shown.has(place) || errors[place]) continue;
    errors[place] = serverProblem(place, code);
  }
  return errors;
}

/** The invalid fields in the order the form shows them (the first takes focus). */
export function invalidTrackerFields(errors: TrackerErrors, kind: TrackerKind): TrackerField[] {
  return shownTrackerFields(kind).filter((field) => errors[field] !== undefined);
}
