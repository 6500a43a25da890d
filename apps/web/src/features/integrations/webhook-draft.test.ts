import {
  createWebhookRequestSchema,
  updateWebhookRequestSchema,
  type WebhookView,
} from '@klarsicht/contracts';
import { describe, expect, it } from 'vitest';
import de from '../../i18n/locales/de/integrations.json';
import en from '../../i18n/locales/en/integrations.json';
import {
  draftFromWebhook,
  errorsFromServer,
  type FieldProblem,
  invalidFields,
  isEmptyUpdate,
  newDraft,
  shownFields,
  toCreateRequest,
  toUpdateRequest,
  urlFieldProblem,
  validateDraft,
  type WebhookDraft,
} from './webhook-draft';

const draft = (change: Partial<WebhookDraft> = {}): WebhookDraft => ({
  ...newDraft('de'),
  url: 'https://example.com/hooks/klarsicht',
  events: ['issues.new'],
  ...change,
});

const webhook = (change: Partial<WebhookView> = {}): WebhookView => ({
  id: 'wh_1',
  kind: 'webhook',
  url: 'https://example.com/hooks/klarsicht',
  events: ['issues.new', 'scan.finished'],
  language: 'de',
  enabled: true,
  createdAt: '2026-11-28T10:00:00.000Z',
  ...change,
});

describe('the form’s own checks', () => {
  it('let a complete webhook through', () => {
    expect(validateDraft(draft(), 'create')).toEqual({});
  });

  it('ask for an address, a web address, and at least one event', () => {
    expect(validateDraft(draft({ url: '  ', events: [] }), 'create')).toEqual({
      url: 'urlRequired',
      events: 'eventsRequired',
    });
    expect(validateDraft(draft({ url: 'example.com/hook' }), 'create').url).toBe('urlInvalid');
    expect(validateDraft(draft({ url: 'ftp://example.com/' }), 'create').url).toBe('urlInvalid');
    expect(validateDraft(draft({ url: 'https://user:pw@example.com/' }), 'create').url).toBe('urlInvalid');
    expect(validateDraft(draft({ url: `https://example.com/${'a'.repeat(2048)}` }), 'create').url).toBe(
      'urlTooLong',
    );
  });

  it('leave https, private addresses and chat hosts to the server', () => {
    expect(validateDraft(draft({ url: 'http://192.168.0.1/hook' }), 'create')).toEqual({});
    expect(validateDraft(draft({ kind: 'slack', url: 'https://example.com/x' }), 'create')).toEqual({});
  });

  it('keep a chat’s stored address when its field is left empty, but not a webhook’s', () => {
    expect(validateDraft(draft({ kind: 'teams', url: '' }), 'edit')).toEqual({});
    expect(validateDraft(draft({ kind: 'teams', url: '' }), 'create')).toEqual({ url: 'urlRequired' });
    expect(validateDraft(draft({ url: '' }), 'edit')).toEqual({ url: 'urlRequired' });
  });

  it('limit the description to 200 characters', () => {
    expect(validateDraft(draft({ description: 'a'.repeat(200) }), 'create')).toEqual({});
    expect(validateDraft(draft({ description: 'a'.repeat(201) }), 'create')).toEqual({
      description: 'descriptionTooLong',
    });
  });

  it('name the invalid fields in the order the form shows them', () => {
    const errors = { description: 'descriptionTooLong', url: 'urlRequired' } as const;
    expect(invalidFields(errors, draft(), 'create')).toEqual(['url', 'description']);
    expect(shownFields(draft(), 'create')).toEqual(['kind', 'url', 'events', 'site', 'description']);
    expect(shownFields(draft({ kind: 'slack' }), 'edit')).toEqual([
      'url',
      'events',
      'site',
      'language',
      'description',
    ]);
  });
});

describe('a new integration’s request', () => {
  it('sends a webhook without a language, site or description it does not have', () => {
    const request = toCreateRequest(draft({ url: ' https://example.com/hook ', language: 'en' }));
    expect(request).toEqual({ kind: 'webhook', url: 'https://example.com/hook', events: ['issues.new'] });
    expect(createWebhookRequestSchema.safeParse(request).success).toBe(true);
  });

  it('sends a chat’s language, the chosen site and a trimmed description, events in order', () => {
    const request = toCreateRequest(
      draft({
        kind: 'slack',
        url: 'https://hooks.slack.com/services/T0/B0/x',
        events: ['monitoring.failed', 'scan.finished'],
        site: 'example.com',
        language: 'en',
        description: '  #a11y channel ',
      }),
    );
    expect(request).toEqual({
      kind: 'slack',
      url: 'https://hooks.slack.com/services/T0/B0/x',
      events: ['scan.finished', 'monitoring.failed'],
      site: 'example.com',
      language: 'en',
      description: '#a11y channel',
    });
    expect(createWebhookRequestSchema.safeParse(request).success).toBe(true);
  });
});

describe('a change’s request', () => {
  it('is empty when nothing changed', () => {
    const view = webhook({ site: 'example.com', description: 'CI' });
    expect(isEmptyUpdate(toUpdateRequest(draftFromWebhook(view), view))).toBe(true);
  });

  it('starts a chat’s address empty (the API hides it) and sends only a new one', () => {
    const view = webhook({ kind: 'slack', url: 'https://hooks.slack.com/…', language: 'en' });
    const edited = draftFromWebhook(view);
    expect(edited.url).toBe('');
    expect(toUpdateRequest(edited, view)).toEqual({});
    expect(toUpdateRequest({ ...edited, url: 'https://hooks.slack.com/services/T/B/new' }, view)).toEqual({
      url: 'https://hooks.slack.com/services/T/B/new',
    });
    expect(toUpdateRequest({ ...edited, language: 'de' }, view)).toEqual({ language: 'de' });
  });

  it('sends what changed, removing an emptied site and description with null', () => {
    const view = webhook({ site: 'example.com', description: 'CI' });
    const update = toUpdateRequest(
      {
        ...draftFromWebhook(view),
        url: 'https://example.org/new',
        events: ['statement.outdated'],
        site: '',
        description: ' ',
      },
      view,
    );
    expect(update).toEqual({
      url: 'https://example.org/new',
      events: ['statement.outdated'],
      site: null,
      description: null,
    });
    expect(updateWebhookRequestSchema.safeParse(update).success).toBe(true);
  });

  it('does not count the events’ order as a change, nor send a webhook’s language', () => {
    const view = webhook({ events: ['scan.finished', 'issues.new'] });
    expect(
      toUpdateRequest({ ...draftFromWebhook(view), events: ['issues.new', 'scan.finished'] }, view),
    ).toEqual({});
    expect(toUpdateRequest({ ...draftFromWebhook(view), language: 'en' }, view)).toEqual({});
  });
});

describe('the server’s refusals at the fields', () => {
  it('place the address checks at the URL field, by the kind', () => {
    expect(urlFieldProblem('url_forbidden', 'webhook')).toBe('urlForbidden');
    expect(urlFieldProblem('url_not_https', 'teams')).toBe('urlNotHttps');
    expect(urlFieldProblem('url_not_chat', 'slack')).toBe('notSlack');
    expect(urlFieldProblem('url_not_chat', 'teams')).toBe('notTeams');
  });

  it('place validation errors at the fields shown, the first per field', () => {
    const errors = errorsFromServer(
      [
        { field: 'url', code: 'too_long', message: '' },
        { field: 'url', code: 'invalid_type', message: '' },
        { field: 'events.2', code: 'invalid_value', message: '' },
        { field: 'description', code: 'too_long', message: '' },
        { field: 'language', code: 'invalid_value', message: '' },
        { field: 'secret', code: 'unknown_field', message: '' },
      ],
      draft(),
      'create',
    );
    // A webhook's form shows no language: that error has no place there.
    expect(errors).toEqual({ url: 'urlTooLong', events: 'invalid', description: 'descriptionTooLong' });
    expect(errorsFromServer([{ field: 'events', code: 'required', message: '' }], draft(), 'edit')).toEqual({
      events: 'eventsRequired',
    });
  });

  it('have a text in both languages for every problem', () => {
    const problems: FieldProblem[] = [
      'urlRequired',
      'urlInvalid',
      'urlTooLong',
      'urlForbidden',
      'urlNotHttps',
      'notSlack',
      'notTeams',
      'eventsRequired',
      'descriptionTooLong',
      'invalid',
    ];
    for (const problem of problems) {
      expect(de.problems[problem], problem).toBeTruthy();
      expect(en.problems[problem], problem).toBeTruthy();
    }
  });
});
