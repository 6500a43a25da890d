import { recordingProblemText } from '@klarsicht/texts/flows';
import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import de from '../../../i18n/locales/de/siteSettings.json';
import en from '../../../i18n/locales/en/siteSettings.json';
import { ApiError, NetworkError } from '../../../lib/api-client';
import {
  errorsFromServer,
  flowErrorKey,
  flowProblemTexts,
  invalidFlowFields,
  parseRecordingFile,
  recordingPlace,
  recordingProblemOf,
  validateFlowForm,
} from './flow-errors';

const words = i18next.createInstance();
void words.init({
  initAsync: false,
  lng: 'de',
  fallbackLng: false,
  resources: { de: { siteSettings: de }, en: { siteSettings: en } },
  interpolation: { escapeValue: false },
});
const tIn = (language: 'de' | 'en') =>
  words.getFixedT(language, 'siteSettings') as unknown as TFunction<'siteSettings'>;

const problem = (status: number, code: string, errors?: Array<{ field: string; code: string }>) =>
  new ApiError(status, {
    type: 'about:blank',
    title: 'x',
    status,
    code,
    ...(errors ? { errors: errors.map((error) => ({ ...error, message: 'English detail' })) } : {}),
  } as never);

describe('where a recording problem is', () => {
  it('reads the step (1-based) and the path from the field the server names', () => {
    expect(recordingPlace('recording.steps.3.selectors.0')).toEqual({ step: 4, path: 'steps.3.selectors.0' });
    expect(recordingPlace('recording.steps.0')).toEqual({ step: 1, path: 'steps.0' });
    expect(recordingPlace('recording.steps.11.url')).toEqual({ step: 12, path: 'steps.11.url' });
  });

  it('is the recording as a whole where the field names no step', () => {
    expect(recordingPlace('recording')).toEqual({ path: '' });
    expect(recordingPlace('recording.steps')).toEqual({ path: 'steps' });
    expect(recordingPlace('recording.title')).toEqual({ path: 'title' });
  });

  it('is nowhere for a field that is not the recording', () => {
    expect(recordingPlace('name')).toBeNull();
    expect(recordingPlace('recordings.steps.1')).toBeNull();
  });

  it('keeps the code, off_site included, and reads an unknown one as an invalid field', () => {
    const at = (code: string, field = 'recording.steps.2.url') =>
      recordingProblemOf({ field, code, message: '' });
    expect(at('off_site')).toEqual({ code: 'off_site', step: 3, path: 'steps.2.url' });
    expect(at('invalid_selector', 'recording.steps.1.selectors.0.1')).toEqual({
      code: 'invalid_selector',
      step: 2,
      path: 'steps.1.selectors.0.1',
    });
    expect(at('something_new')).toEqual({ code: 'invalid_field', step: 3, path: 'steps.2.url' });
    expect(at('invalid_field', 'name')).toBeNull();
  });
});

describe('the server’s refusal of a recording', () => {
  const refusal = problem(400, 'invalid_recording', [
    { field: 'recording.steps.3.selectors.0', code: 'invalid_selector' },
    { field: 'recording.steps.3.selectors', code: 'missing_field' },
    { field: 'recording.steps.7.url', code: 'off_site' },
    { field: 'recording.steps', code: 'too_many_steps' },
  ]);

  it('lands at the file field, one problem per line, in the server’s order', () => {
    const errors = errorsFromServer(refusal);
    expect(errors.name).toBeUndefined();
    expect(errors.recording?.map((entry) => (entry.code === 'recording' ? entry.problem : entry))).toEqual([
      { code: 'invalid_selector', step: 4, path: 'steps.3.selectors.0' },
      { code: 'missing_field', step: 4, path: 'steps.3.selectors' },
      { code: 'off_site', step: 8, path: 'steps.7.url' },
      { code: 'too_many_steps', path: 'steps' },
    ]);
    expect(invalidFlowFields(errors, ['name', 'recording'])).toEqual(['recording']);
  });

  it('reads in the person’s language, with its step, as the CLI and the reports say it', () => {
    const errors = errorsFromServer(refusal);
    const limits = { maxSteps: 200 };
    for (const language of ['de', 'en'] as const) {
      expect(flowProblemTexts(tIn(language), errors.recording, language)).toEqual([
        recordingProblemText(
          { code: 'invalid_selector', step: 4, path: 'steps.3.selectors.0' },
          language,
          limits,
        ),
        recordingProblemText({ code: 'missing_field', step: 4, path: 'steps.3.selectors' }, language, limits),
        language === 'de'
          ? 'Schritt 8 öffnet eine Adresse außerhalb dieser Website.'
          : 'Step 8 opens an address outside this site.',
        recordingProblemText({ code: 'too_many_steps', path: 'steps' }, language, limits),
      ]);
    }
    const [selector, , , tooMany] = flowProblemTexts(tIn('de'), errors.recording, 'de');
    expect(selector).toMatch(/^Schritt 4: .*„selectors“/);
    expect(tooMany).toContain('200');
  });

  it('says each problem once where the server names it twice', () => {
    const twice = problem(400, 'invalid_recording', [
      { field: 'recording.steps.1.selectors.0', code: 'invalid_selector' },
      { field: 'recording.steps.1.selectors.1', code: 'invalid_selector' },
    ]);
    expect(flowProblemTexts(tIn('de'), errorsFromServer(twice).recording, 'de')).toEqual([
      recordingProblemText({ code: 'invalid_selector', step: 2, path: 'steps.1.selectors.0' }, 'de', {
        maxSteps: 200,
      }),
    ]);
  });

  it('still marks the file when the refusal names no field', () => {
    expect(errorsFromServer(problem(400, 'invalid_recording'))).toEqual({ recording: [{ code: 'invalid' }] });
  });

  it('puts a refused name at the name field, and a body too large at the file', () => {
    expect(
      errorsFromServer(problem(400, 'validation_failed', [{ field: 'name', code: 'too_long' }])),
    ).toEqual({ name: [{ code: 'tooLong' }] });
    expect(
      errorsFromServer(problem(400, 'validation_failed', [{ field: 'name', code: 'required' }])),
    ).toEqual({ name: [{ code: 'required' }] });
    expect(errorsFromServer(problem(413, 'payload_too_large'))).toEqual({
      recording: [{ code: 'tooLarge' }],
    });
    expect(errorsFromServer(new ApiError(413, undefined))).toEqual({ recording: [{ code: 'tooLarge' }] });
  });

  it('leaves problems of no field to the message under the form', () => {
    expect(errorsFromServer(problem(409, 'flows_limit'))).toEqual({});
    expect(errorsFromServer(problem(403, 'role_insufficient'))).toEqual({});
    expect(errorsFromServer(new NetworkError(new TypeError('offline')))).toEqual({});
  });
});

describe('the form’s own checks', () => {
  it('want a name and a file, and refuse a file above the limit before reading it', () => {
    expect(validateFlowForm({ name: '  ', file: undefined })).toEqual({
      name: [{ code: 'required' }],
      recording: [{ code: 'fileRequired' }],
    });
    expect(validateFlowForm({ name: 'x'.repeat(121), file: { size: 10 } })).toEqual({
      name: [{ code: 'tooLong' }],
    });
    expect(validateFlowForm({ name: 'Warenkorb', file: { size: 512 * 1024 + 1 } })).toEqual({
      recording: [{ code: 'tooLarge' }],
    });
    expect(validateFlowForm({ name: 'Warenkorb', file: { size: 2048 } })).toEqual({});
  });

  it('ask no name when a recording is replaced', () => {
    expect(validateFlowForm({ file: { size: 2048 } })).toEqual({});
    expect(validateFlowForm({ file: undefined })).toEqual({ recording: [{ code: 'fileRequired' }] });
  });

  it('read the file as JSON, and a file that is not JSON as nothing to send', () => {
    expect(parseRecordingFile('{"title":"Warenkorb","steps":[]}')).toEqual({
      recording: { title: 'Warenkorb', steps: [] },
    });
    expect(parseRecordingFile('title: Warenkorb')).toBeNull();
    expect(parseRecordingFile('')).toBeNull();
  });

  it('name their problems in both languages', () => {
    const problems = [
      { code: 'required' },
      { code: 'tooLong' },
      { code: 'fileRequired' },
      { code: 'tooLarge' },
      { code: 'notJson' },
      { code: 'unreadable' },
      { code: 'invalid' },
    ] as const;
    for (const language of ['de', 'en'] as const) {
      const texts = flowProblemTexts(tIn(language), problems, language);
      expect(texts).toHaveLength(problems.length);
      for (const text of texts) expect(text).not.toMatch(/flows\.|\{\{/);
    }
    expect(flowProblemTexts(tIn('de'), [{ code: 'tooLarge' }], 'de')).toEqual([
      'Die Datei ist zu groß; eine Aufzeichnung hat höchstens 512 KB.',
    ]);
    expect(flowProblemTexts(tIn('en'), [{ code: 'notJson' }], 'en')[0]).toContain('not JSON');
  });
});

describe('flow errors', () => {
  it('are read by their code, with a text in both languages for each', () => {
    const keys = [
      flowErrorKey(problem(400, 'invalid_recording')),
      flowErrorKey(problem(400, 'validation_failed')),
      flowErrorKey(problem(409, 'flows_limit')),
      flowErrorKey(new ApiError(409, undefined)),
      flowErrorKey(new ApiError(413, undefined)),
      flowErrorKey(problem(403, 'role_insufficient')),
      flowErrorKey(problem(403, 'url_not_allowed')),
      flowErrorKey(problem(403, 'plan_required')),
      flowErrorKey(new ApiError(403, undefined)),
      flowErrorKey(problem(404, 'not_found')),
      flowErrorKey(new ApiError(401, undefined)),
      flowErrorKey(new ApiError(429, undefined)),
      flowErrorKey(new ApiError(502, undefined)),
      flowErrorKey(problem(500, 'internal')),
      flowErrorKey(new NetworkError(new TypeError('offline'))),
    ];
    expect(keys).toEqual([
      'invalid_recording',
      'validation_failed',
      'flows_limit',
      'flows_limit',
      'payload_too_large',
      'role_insufficient',
      'url_not_allowed',
      'plan_required',
      'forbidden',
      'not_found',
      'unauthorized',
      'rate_limited',
      'billing_unavailable',
      'generic',
      'network',
    ]);
    for (const key of keys) {
      expect(de.flows.errors[key], key).toBeTruthy();
      expect(en.flows.errors[key], key).toBeTruthy();
    }
    expect(tIn('de')('flows.errors.flows_limit', { max: 20 })).toContain('20 Abläufe');
  });
});
