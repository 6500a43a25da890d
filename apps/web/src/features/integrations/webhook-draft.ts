import {
  type CreateWebhookRequest,
  type EventType,
  type FieldError,
  type Language,
  MAX_URL_LENGTH,
  type UpdateWebhookRequest,
  type WebhookKind,
  type WebhookView,
} from '@klarsicht/contracts';
import { sortedEvents } from './event-types';
import type { UrlProblemCode } from './integration-errors';

/**
 * The "add" and "edit" form's state and its way to a request: what the person typed, checked before
 * sending as the server would check it, and the server's refusals placed at the same fields.
 */

/** createWebhookRequestSchema: a description of at most 200 characters. */
export const MAX_DESCRIPTION_LENGTH = 200;

export interface WebhookDraft {
  kind: WebhookKind;
  /** As typed. Editing a chat: empty keeps the stored address (the app never sees it whole). */
  url: string;
  events: EventType[];
  /** A site of the organisation (its address as the sites list shows it); empty: every site. */
  site: string;
  /** The chat messages' language; webhooks carry data, not words, and do not send it. */
  language: Language;
  description: string;
}

export type DraftField = 'kind' | 'url' | 'events' | 'site' | 'language' | 'description';

/** Keys under integrations:problems. */
export type FieldProblem =
  | 'urlRequired'
  | 'urlInvalid'
  | 'urlTooLong'
  | 'urlForbidden'
  | 'urlNotHttps'
  | 'notSlack'
  | 'notTeams'
  | 'eventsRequired'
  | 'descriptionTooLong'
  | 'invalid';

export type FieldErrors = Partial<Record<DraftField, FieldProblem>>;

export type FormMode = 'create' | 'edit';

export const isChat = (kind: WebhookKind) => kind !== 'webhook';

export function newDraft(language: Language): WebhookDraft {
  return { kind: 'webhook', url: '', events: [], site: '', language, description: '' };
}

/** A webhook's values to edit. A chat's address is shown hidden by the API, so its field starts empty. */
export function draftFromWebhook(webhook: WebhookView): WebhookDraft {
  return {
    kind: webhook.kind,
    url: isChat(webhook.kind) ? '' : webhook.url,
    events: sortedEvents(webhook.events),
    site: webhook.site ?? '',
    language: webhook.language,
    description: webhook.description ?? '',
  };
}

/** The fields the form shows for this draft, in their order (the kind is chosen only when adding). */
export function shownFields(draft: WebhookDraft, mode: FormMode): DraftField[] {
  return [
    ...(mode === 'create' ? (['kind'] as const) : []),
    'url',
    'events',
    'site',
    ...(isChat(draft.kind) ? (['language'] as const) : []),
    'description',
  ];
}

/** The form's own checks before sending: what the server would refuse for certain. */
export function validateDraft(draft: WebhookDraft, mode: FormMode): FieldErrors {
  const errors: FieldErrors = {};
  const url = draft.url.trim();
  const keepsStoredUrl = mode === 'edit' && isChat(draft.kind);
  if (url === '') {
    if (!keepsStoredUrl) errors.url = 'urlRequired';
  } else if (url.length > MAX_URL_LENGTH) errors.url = 'urlTooLong';
  else if (!isWebAddress(url)) errors.url = 'urlInvalid';
  if (draft.events.length === 0) errors.events = 'eventsRequired';
  if (draft.description.trim().length > MAX_DESCRIPTION_LENGTH) errors.description = 'descriptionTooLong';
  return errors;
}

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

export function toCreateRequest(draft: WebhookDraft): CreateWebhookRequest {
  const description = draft.description.trim();
  return {
    kind: draft.kind,
    url: draft.url.trim(),
    events: sortedEvents(draft.events),
    ...(draft.site === '' ? {} : { site: draft.site }),
    ...(isChat(draft.kind) ? { language: draft.language } : {}),
    ...(description === '' ? {} : { description }),
  };
}

/**
 * Only what changed: an emptied site or description is `null` (removed); a chat's address is sent
 * only when a new one was typed (empty keeps the stored one).
 */
export function toUpdateRequest(draft: WebhookDraft, webhook: WebhookView): UpdateWebhookRequest {
  const update: UpdateWebhookRequest = {};
  const url = draft.url.trim();
  if (url !== '' && (isChat(webhook.kind) || url !== webhook.url)) update.url = url;
  const events = sortedEvents(draft.events);
  const before = sortedEvents(webhook.events);
  if (events.length !== before.length || events.some((event, index) => event !== before[index]))
    update.events = events;
  if (draft.site !== (webhook.site ?? '')) update.site = draft.site === '' ? null : draft.site;
  if (isChat(webhook.kind) && draft.language !== webhook.language) update.language = draft.language;
  const description = draft.description.trim();
  if (description !== (webhook.description ?? ''))
    update.description = description === '' ? null : description;
  return update;
}

export function isEmptyUpdate(update: UpdateWebhookRequest): boolean {
  return Object.keys(update).length === 0;
}

/** A refusal of the address itself (the network guard, https, a chat's host) at the URL field. */
export function urlFieldProblem(code: UrlProblemCode, kind: WebhookKind): FieldProblem {
  switch (code) {
    case 'url_forbidden':
      return 'urlForbidden';
    case 'url_not_https':
      return 'urlNotHttps';
    case 'url_not_chat':
      return kind === 'teams' ? 'notTeams' : 'notSlack';
  }
}

/**
 * The server's `validation_failed` field errors at the form's fields (`events.2` at the events);
 * fields the form does not show are left out (the form then says the request was refused).
 */
export function errorsFromServer(
  fieldErrors: readonly FieldError[],
  draft: WebhookDraft,
  mode: FormMode,
): FieldErrors {
  const shown = new Set(shownFields(draft, mode));
  const errors: FieldErrors = {};
  for (const { field, code } of fieldErrors) {
    const place = field.split('.')[0] as DraftField;
    if (!shown.has(place) || errors[place]) continue;
    errors[place] = serverProblem(place, code);
  }
  return errors;
}

function serverProblem(field: DraftField, code: string): FieldProblem {
  switch (field) {
    case 'url':
      return code === 'too_long' || code === 'too_big'
        ? 'urlTooLong'
        : code === 'required' || code === 'too_small'
          ? 'urlRequired'
          : 'urlInvalid';
    case 'events':
      return code === 'required' || code === 'too_small' ? 'eventsRequired' : 'invalid';
    case 'description':
      return code === 'too_long' || code === 'too_big' ? 'descriptionTooLong' : 'invalid';
    default:
      return 'invalid';
  }
}

/** The invalid fields in the order the form shows them (the first takes focus). */
export function invalidFields(errors: FieldErrors, draft: WebhookDraft, mode: FormMode): DraftField[] {
  return shownFields(draft, mode).filter((field) => errors[field] !== undefined);
}
