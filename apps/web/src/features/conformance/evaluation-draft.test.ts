import type { SiteEvaluation } from '@klarsicht/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-client';
import {
  addPageProblem,
  draftOf,
  importProblemOf,
  isChanged,
  problemsOfServer,
  requestOf,
  resolveAddress,
  siteOf,
  withoutPage,
  withStructuredPage,
} from './evaluation-draft';
import { acrErrorKey, evaluationErrorKey } from './evaluation-errors';

const evaluation: SiteEvaluation = {
  site: { id: 'site-1', site: 'example.com', url: 'https://www.example.com/', profile: 'bfsg' },
  proposed: false,
  scope: {
    description: 'All pages',
    accessibilitySupportBaseline: '',
    additionalRequirements: '',
    conformanceTarget: { wcagVersion: '2.1', level: 'AA', en301549: '3.2.1' },
  },
  sample: [
    {
      url: 'https://www.example.com/',
      title: 'Start',
      reason: 'home',
      reasonLabel: 'Startseite',
      label: null,
      sample: 'structured',
    },
    {
      url: 'https://www.example.com/blog/3',
      title: null,
      reason: 'other',
      reasonLabel: 'Weitere Seite',
      label: null,
      sample: 'random',
    },
    {
      url: 'https://www.example.com/kontakt',
      title: 'Kontakt',
      reason: 'contact',
      reasonLabel: 'Kontakt',
      label: 'Kontaktformular',
      sample: 'structured',
    },
  ],
  randomSeed: 'abc',
  randomRequired: 1,
  scan: { id: 'scan-1', finishedAt: '2026-05-01T10:00:00.000Z' },
  scannedPages: 40,
  candidatePages: 38,
  methodText: 'Bewertet nach der Methode WCAG-EM des W3C …',
  updatedAt: '2026-05-02T10:00:00.000Z',
};

const problem = (status: number, code: string) =>
  new ApiError(status, { type: 'about:blank', title: 'x', status, code } as never);

describe('the evaluation draft', () => {
  it('puts the structured sample first and sends the evaluation back as it came', () => {
    const draft = draftOf(evaluation);
    expect(draft.sample.map((page) => page.sample)).toEqual(['structured', 'structured', 'random']);
    expect(requestOf(draft)).toEqual({
      scope: { description: 'All pages', accessibilitySupportBaseline: '', additionalRequirements: '' },
      sample: [
        { url: 'https://www.example.com/', title: 'Start', reason: 'home', sample: 'structured' },
        {
          url: 'https://www.example.com/kontakt',
          title: 'Kontakt',
          reason: 'contact',
          label: 'Kontaktformular',
          sample: 'structured',
        },
        { url: 'https://www.example.com/blog/3', title: null, reason: 'other', sample: 'random' },
      ],
      randomSeed: 'abc',
    });
    expect(isChanged(draft, evaluation)).toBe(false);
    expect(isChanged({ ...draft, scope: { ...draft.scope, description: 'All pages ' } }, evaluation)).toBe(
      false,
    );
    expect(isChanged({ ...draft, scope: { ...draft.scope, description: 'Some pages' } }, evaluation)).toBe(
      true,
    );
  });

  it('keeps the seed while the random sample is untouched, and drops it when a random page is removed', () => {
    const draft = draftOf(evaluation);
    const withoutContact = withoutPage(draft, 'https://www.example.com/kontakt');
    expect(withoutContact.randomSeed).toBe('abc');
    expect(withoutContact.sample).toHaveLength(2);
    const withoutRandom = withoutPage(draft, 'https://www.example.com/blog/3');
    expect(withoutRandom.randomSeed).toBeNull();
    expect(isChanged(withoutRandom, evaluation)).toBe(true);
  });

  it('adds a page after the structured pages, before the random ones', () => {
    const draft = withStructuredPage(draftOf(evaluation), {
      url: 'https://www.example.com/kasse/2',
      reason: 'process',
      label: ' Bestellung, Schritt 2 ',
    });
    expect(draft.sample.map((page) => page.url)).toEqual([
      'https://www.example.com/',
      'https://www.example.com/kontakt',
      'https://www.example.com/kasse/2',
      'https://www.example.com/blog/3',
    ]);
    expect(draft.sample[2]).toMatchObject({
      label: 'Bestellung, Schritt 2',
      sample: 'structured',
      title: null,
    });
    expect(draft.randomSeed).toBe('abc');
  });

  it('takes a path on the site, a full address, or a host without a scheme', () => {
    const site = 'https://www.example.com/';
    expect(resolveAddress('/kasse/schritt-2#top', site)).toBe('https://www.example.com/kasse/schritt-2');
    expect(resolveAddress('http://example.com/a?b=1', site)).toBe('http://example.com/a?b=1');
    expect(resolveAddress('www.example.com/a', site)).toBe('https://www.example.com/a');
    expect(resolveAddress('localhost:8080/a', site)).toBe('https://localhost:8080/a');
    expect(resolveAddress('mailto:a@example.com', site)).toBeNull();
    expect(resolveAddress('kasse', site)).toBeNull();
    expect(resolveAddress('  ', site)).toBeNull();
    expect(siteOf('https://www.Example.com:8443/x')).toBe('example.com:8443');
  });

  it('says what keeps an address from being added', () => {
    const draft = draftOf(evaluation);
    expect(addPageProblem(draft, '', evaluation.site)).toBe('required');
    expect(addPageProblem(draft, 'mailto:x@example.com', evaluation.site)).toBe('invalid');
    expect(addPageProblem(draft, 'https://other.example/', evaluation.site)).toBe('otherSite');
    expect(addPageProblem(draft, '/kontakt', evaluation.site)).toBe('duplicate');
    expect(addPageProblem(draft, 'https://example.com/kasse', evaluation.site)).toBeNull();
    const full = {
      ...draft,
      sample: Array.from({ length: 100 }, (_, index) => ({ ...draft.sample[0]!, url: `${index}` })),
    };
    expect(addPageProblem(full, '/kasse', evaluation.site)).toBe('full');
  });

  it("puts the server's field errors at the scope's fields and the pages sent at that index", () => {
    const draft = draftOf(evaluation);
    expect(
      problemsOfServer(
        [
          { field: 'scope.description', code: 'too_long', message: 'x' },
          { field: 'scope.additionalRequirements', code: 'invalid_type', message: 'x' },
          { field: 'sample.1.url', code: 'not_on_site', message: 'x' },
          { field: 'sample.2.label', code: 'too_long', message: 'x' },
          { field: 'sample.7.url', code: 'duplicate', message: 'x' },
          { field: 'sample', code: 'too_big', message: 'x' },
          { field: 'randomSeed', code: 'too_long', message: 'x' },
        ],
        draft,
      ),
    ).toEqual({
      scope: { description: 'tooLong', additionalRequirements: 'invalid' },
      pages: {
        'https://www.example.com/kontakt': 'notOnSite',
        'https://www.example.com/blog/3': 'labelTooLong',
      },
      other: ['invalid', 'tooManyPages'],
    });
  });

  it("names a Report Tool file's problems by their code, unknown ones as not the tool's", () => {
    expect(importProblemOf('unsupported_version')).toBe('unsupported_version');
    expect(importProblemOf('not_on_site')).toBe('not_on_site');
    expect(importProblemOf('invalid_union')).toBe('invalid');
  });
});

describe('evaluation and report errors', () => {
  it('are translated by problem code, with the status and the network as fallbacks', () => {
    expect(evaluationErrorKey(problem(409, 'conflict'))).toBe('conflict');
    expect(evaluationErrorKey(problem(400, 'malformed_body'))).toBe('malformed_body');
    expect(evaluationErrorKey(problem(403, 'role_insufficient'))).toBe('role_insufficient');
    expect(evaluationErrorKey(new ApiError(413, undefined))).toBe('payload_too_large');
    expect(evaluationErrorKey(problem(500, 'internal'))).toBe('generic');
    expect(evaluationErrorKey(new NetworkError(new TypeError('offline')))).toBe('network');
    expect(acrErrorKey(problem(403, 'plan_required'))).toBe('plan_required');
    expect(acrErrorKey(new ApiError(404, undefined))).toBe('not_found');
  });
});
