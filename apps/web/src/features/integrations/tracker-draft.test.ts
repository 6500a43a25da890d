import { createTrackerRequestSchema, TRACKER_KINDS } from '@klarsicht/contracts';
import { describe, expect, it } from 'vitest';
import de from '../../i18n/locales/de/integrations.json';
import en from '../../i18n/locales/en/integrations.json';
import {
  invalidTrackerFields,
  newTrackerDraft,
  shownTrackerFields,
  type TrackerDraft,
  type TrackerProblem,
  toCreateTrackerRequest,
  trackerErrorsFromServer,
  validateTrackerDraft,
  withKind,
} from './tracker-draft';
import { jiraFilter, SETUP_STEP_KEYS } from './tracker-setup';

const github = (change: Partial<TrackerDraft> = {}): TrackerDraft => ({
  ...newTrackerDraft('github'),
  repository: 'acme/website',
  token: 'github_pat_x',
  ...change,
});
const gitlab = (change: Partial<TrackerDraft> = {}): TrackerDraft => ({
  ...newTrackerDraft('gitlab'),
  project: 'acme/website',
  token: 'glpat-x',
  ...change,
});
const jira = (change: Partial<TrackerDraft> = {}): TrackerDraft => ({
  ...newTrackerDraft('jira'),
  siteUrl: 'https://acme.atlassian.net',
  projectKey: 'WEB',
  email: 'dev@acme.example',
  token: 'ATATT-x',
  ...change,
});

/** A value from a nested JSON object by its dotted key. */
const textAt = (texts: unknown, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);

describe('the tracker form’s fields', () => {
  it('are the chosen kind’s, in their order', () => {
    expect(shownTrackerFields('github')).toEqual(['kind', 'repository', 'token', 'apiUrl']);
    expect(shownTrackerFields('gitlab')).toEqual(['kind', 'project', 'token', 'baseUrl']);
    expect(shownTrackerFields('jira')).toEqual([
      'kind',
      'siteUrl',
      'projectKey',
      'email',
      'token',
      'issueType',
    ]);
  });

  it('forget the token when another kind is chosen, and keep the rest', () => {
    const switched = withKind(github(), 'gitlab');
    expect(switched.kind).toBe('gitlab');
    expect(switched.token).toBe('');
    expect(switched.repository).toBe('acme/website');
    expect(withKind(github(), 'github').token).toBe('github_pat_x');
  });
});

describe('the tracker form’s own checks', () => {
  it('let a complete link of every kind through', () => {
    expect(validateTrackerDraft(github())).toEqual({});
    expect(validateTrackerDraft(gitlab({ project: '4711' }))).toEqual({});
    expect(validateTrackerDraft(jira({ projectKey: ' web ' }))).toEqual({});
  });

  it('ask for what each kind needs', () => {
    expect(validateTrackerDraft(newTrackerDraft('github'))).toEqual({
      repository: 'repositoryRequired',
      token: 'tokenRequired',
    });
    expect(validateTrackerDraft(newTrackerDraft('gitlab'))).toEqual({
      project: 'projectRequired',
      token: 'tokenRequired',
    });
    expect(validateTrackerDraft(newTrackerDraft('jira'))).toEqual({
      siteUrl: 'siteUrlRequired',
      projectKey: 'projectKeyRequired',
      email: 'emailRequired',
      token: 'tokenRequired',
    });
  });

  it('check the shapes the server checks', () => {
    expect(validateTrackerDraft(github({ repository: 'acme' })).repository).toBe('repositoryInvalid');
    expect(validateTrackerDraft(github({ repository: 'acme/web site' })).repository).toBe(
      'repositoryInvalid',
    );
    expect(validateTrackerDraft(github({ apiUrl: 'github.example.com' })).apiUrl).toBe('urlInvalid');
    expect(validateTrackerDraft(gitlab({ project: 'a'.repeat(301) })).project).toBe('projectTooLong');
    expect(
      validateTrackerDraft(gitlab({ baseUrl: `https://gitlab.example.com/${'a'.repeat(2048)}` })).baseUrl,
    ).toBe('urlTooLong');
    expect(validateTrackerDraft(jira({ siteUrl: 'acme.atlassian.net' })).siteUrl).toBe('urlInvalid');
    expect(validateTrackerDraft(jira({ projectKey: '1WEB' })).projectKey).toBe('projectKeyInvalid');
    expect(validateTrackerDraft(jira({ projectKey: 'WEB-1' })).projectKey).toBe('projectKeyInvalid');
    expect(validateTrackerDraft(jira({ email: 'dev@acme' })).email).toBe('emailInvalid');
    expect(validateTrackerDraft(jira({ issueType: 'a'.repeat(61) })).issueType).toBe('issueTypeTooLong');
    expect(validateTrackerDraft(github({ token: 'x'.repeat(2001) })).token).toBe('tokenTooLong');
    expect(validateTrackerDraft(github({ token: '   ' })).token).toBe('tokenRequired');
  });

  it('check only the chosen kind’s fields', () => {
    expect(validateTrackerDraft(github({ siteUrl: 'nonsense', email: 'x' }))).toEqual({});
  });

  it('name the invalid fields in the order the form shows them', () => {
    expect(invalidTrackerFields({ token: 'tokenRequired', siteUrl: 'siteUrlRequired' }, 'jira')).toEqual([
      'siteUrl',
      'token',
    ]);
    expect(invalidTrackerFields({ siteUrl: 'siteUrlRequired' }, 'github')).toEqual([]);
  });
});

describe('a new tracker’s request', () => {
  it('sends GitHub’s repository and token, trimmed, and the API address only when given', () => {
    const request = toCreateTrackerRequest(
      github({
        repository: ' acme/website ',
        token: ' github_pat_x\n',
        siteUrl: 'https://acme.atlassian.net',
      }),
    );
    expect(request).toEqual({ kind: 'github', repository: 'acme/website', token: 'github_pat_x' });
    expect(createTrackerRequestSchema.safeParse(request).success).toBe(true);
    const enterprise = toCreateTrackerRequest(github({ apiUrl: ' https://github.example.com/api/v3 ' }));
    expect(enterprise).toEqual({
      kind: 'github',
      repository: 'acme/website',
      token: 'github_pat_x',
      apiUrl: 'https://github.example.com/api/v3',
    });
    expect(createTrackerRequestSchema.safeParse(enterprise).success).toBe(true);
  });

  it('sends GitLab’s project, and its own address only when given', () => {
    const request = toCreateTrackerRequest(gitlab({ project: ' group/sub/project ', baseUrl: '  ' }));
    expect(request).toEqual({ kind: 'gitlab', project: 'group/sub/project', token: 'glpat-x' });
    expect(createTrackerRequestSchema.safeParse(request).success).toBe(true);
    const selfManaged = toCreateTrackerRequest(gitlab({ baseUrl: 'https://gitlab.example.com ' }));
    expect(selfManaged).toMatchObject({ baseUrl: 'https://gitlab.example.com' });
    expect(createTrackerRequestSchema.safeParse(selfManaged).success).toBe(true);
  });

  it('sends Jira’s site, key in capitals, account and token, and the issue type only when given', () => {
    const request = toCreateTrackerRequest(
      jira({ siteUrl: ' https://acme.atlassian.net ', projectKey: ' web ', email: ' dev@acme.example ' }),
    );
    expect(request).toEqual({
      kind: 'jira',
      siteUrl: 'https://acme.atlassian.net',
      projectKey: 'WEB',
      email: 'dev@acme.example',
      token: 'ATATT-x',
    });
    expect(createTrackerRequestSchema.safeParse(request).success).toBe(true);
    const withType = toCreateTrackerRequest(jira({ issueType: ' Bug ' }));
    expect(withType).toMatchObject({ issueType: 'Bug' });
    expect(createTrackerRequestSchema.safeParse(withType).success).toBe(true);
  });

  it('sends nothing of another kind’s fields', () => {
    const request = toCreateTrackerRequest(
      jira({
        repository: 'acme/website',
        apiUrl: 'https://x.example',
        project: 'p',
        baseUrl: 'https://y.example',
      }),
    );
    expect(Object.keys(request).sort()).toEqual(['email', 'kind', 'projectKey', 'siteUrl', 'token']);
  });
});

describe('the server’s refusals at the tracker form’s fields', () => {
  it('place validation errors at the fields shown, the first per field', () => {
    expect(
      trackerErrorsFromServer(
        [
          { field: 'repository', code: 'invalid_format', message: '' },
          { field: 'repository', code: 'required', message: '' },
          { field: 'token', code: 'too_big', message: '' },
          { field: 'apiUrl', code: 'invalid_string', message: '' },
          { field: 'email', code: 'invalid_format', message: '' },
        ],
        'github',
      ),
    ).toEqual({ repository: 'repositoryInvalid', token: 'tokenTooLong', apiUrl: 'urlInvalid' });
    expect(
      trackerErrorsFromServer(
        [
          { field: 'email', code: 'invalid_format', message: '' },
          { field: 'projectKey', code: 'too_small', message: '' },
          { field: 'issueType', code: 'too_big', message: '' },
          { field: 'kind', code: 'invalid_value', message: '' },
        ],
        'jira',
      ),
    ).toEqual({
      email: 'emailInvalid',
      projectKey: 'projectKeyRequired',
      issueType: 'issueTypeTooLong',
      kind: 'invalid',
    });
  });

  it('have a text in both languages for every problem', () => {
    const problems: TrackerProblem[] = [
      'repositoryRequired',
      'repositoryInvalid',
      'projectRequired',
      'projectTooLong',
      'siteUrlRequired',
      'urlInvalid',
      'urlTooLong',
      'projectKeyRequired',
      'projectKeyInvalid',
      'emailRequired',
      'emailInvalid',
      'tokenRequired',
      'tokenTooLong',
      'issueTypeTooLong',
      'invalid',
    ];
    for (const problem of problems) {
      expect(de.trackers.problems[problem], problem).toBeTruthy();
      expect(en.trackers.problems[problem], problem).toBeTruthy();
    }
  });
});

describe('the words for every kind of tracker', () => {
  it('name it, hint at it, name its target and its token, in both languages', () => {
    for (const kind of TRACKER_KINDS) {
      for (const texts of [de, en]) {
        expect(texts.trackers.kinds[kind], kind).toBeTruthy();
        expect(texts.trackers.kindHints[kind], kind).toBeTruthy();
        expect(texts.trackers.item.targets[kind], kind).toBeTruthy();
        expect(texts.trackers.form.tokens[kind], kind).toBeTruthy();
        expect(texts.trackers.form.tokenHints[kind], kind).toBeTruthy();
      }
    }
  });

  it('give the webhook’s setup steps in both languages, Jira’s with the project’s filter', () => {
    for (const kind of TRACKER_KINDS) {
      expect(SETUP_STEP_KEYS[kind].length, kind).toBeGreaterThan(2);
      for (const key of SETUP_STEP_KEYS[kind]) {
        expect(textAt(de, key), key).toEqual(expect.any(String));
        expect(textAt(en, key), key).toEqual(expect.any(String));
      }
    }
    expect(en.trackers.setup.jira.events).toContain('{{filter}}');
    expect(de.trackers.setup.jira.events).toContain('{{filter}}');
    expect(jiraFilter('WEB')).toBe('project = WEB');
  });
});
