import { RECORDING_PROBLEM_CODES, type RecordingProblemCode } from '@klarsicht/report';
import { describe, expect, it } from 'vitest';
import {
  CHECK_STEP_NAME,
  isCheckStep,
  MAX_CHECK_LABEL_LENGTH,
  MAX_RECORDING_STEPS,
  parseRecording,
  parseRecordingJson,
  type RecordingProblem,
  recordingSchema,
  type Step,
  selectorKind,
  stepLabel,
} from './recording.js';

const PASSWORD = 'Geheim!Sommer2024';

/** As Chrome's Recorder exports it: every alternative a list of parts, `target: "main"` on most steps. */
const SHOP_RECORDING = `{
  "title": "Warenkorb und Anmeldung",
  "timeout": 10000,
  "steps": [
    {
      "type": "setViewport",
      "width": 1280,
      "height": 800,
      "deviceScaleFactor": 1,
      "isMobile": false,
      "hasTouch": false,
      "isLandscape": false
    },
    {
      "type": "navigate",
      "url": "https://shop.example.test/produkte/kaffeemuehle",
      "assertedEvents": [
        {
          "type": "navigation",
          "url": "https://shop.example.test/produkte/kaffeemuehle",
          "title": "Kaffeemühle – Beispiel-Shop"
        }
      ]
    },
    {
      "type": "click",
      "target": "main",
      "selectors": [
        ["aria/In den Warenkorb"],
        ["#add-to-cart"],
        ["xpath///*[@id=\\"add-to-cart\\"]"],
        ["pierce/#add-to-cart"],
        ["text/In den Warenkorb"]
      ],
      "offsetY": 18.5,
      "offsetX": 64
    },
    {
      "type": "click",
      "target": "main",
      "selectors": [
        ["shop-header", "button.cart-badge"],
        ["pierce/button.cart-badge"]
      ],
      "offsetY": 12,
      "offsetX": 9,
      "duration": 120
    },
    {
      "type": "customStep",
      "name": "klarsicht.check",
      "parameters": { "label": "Warenkorb geöffnet" }
    },
    {
      "type": "change",
      "value": "kunde@example.test",
      "selectors": [["aria/E-Mail-Adresse"], ["#email"], ["xpath///*[@id=\\"email\\"]"]],
      "target": "main"
    },
    {
      "type": "change",
      "value": "${PASSWORD}",
      "selectors": [["aria/Passwort"], ["#password"]],
      "target": "main"
    },
    { "type": "keyDown", "target": "main", "key": "Enter" },
    {
      "type": "keyUp",
      "key": "Enter",
      "target": "main",
      "assertedEvents": [{ "type": "navigation", "url": "https://shop.example.test/konto", "title": "" }]
    },
    {
      "type": "waitForElement",
      "selectors": [["aria/Mein Konto[role=\\"heading\\"]"], ["h1.account-title"]],
      "visible": true,
      "count": 1,
      "operator": ">=",
      "attributes": { "aria-level": "1" }
    },
    {
      "type": "click",
      "target": "main",
      "frame": [0],
      "selectors": [["aria/Newsletter abbestellen"], ["#unsubscribe"]],
      "offsetY": 11,
      "offsetX": 40,
      "button": "primary",
      "deviceType": "mouse"
    },
    { "type": "scroll", "target": "main", "x": 0, "y": 640 },
    { "type": "customStep", "name": "klarsicht.check", "parameters": {} }
  ]
}`;

const NAVIGATE = { type: 'navigate', url: 'https://shop.example.test/' };
const CLICK = { type: 'click', selectors: [['#add-to-cart']], offsetX: 4, offsetY: 5 };

/** Puts `step` second, so that it is step 2 with the path `steps.1`. */
function withStep(step: unknown): unknown {
  return { title: 'Test', steps: [NAVIGATE, step] };
}

function problemsOf(input: unknown): RecordingProblem[] {
  const result = parseRecording(input);
  if (result.ok) throw new Error('expected problems, the recording parsed');
  return result.problems;
}

function parsedSteps(): Step[] {
  const result = parseRecordingJson(SHOP_RECORDING);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.recording.steps;
}

describe('parseRecording', () => {
  it('parses a recording as Chrome exports it', () => {
    const result = parseRecordingJson(SHOP_RECORDING);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { recording } = result;
    expect(recording.title).toBe('Warenkorb und Anmeldung');
    expect(recording.timeout).toBe(10000);
    expect(recording.steps.map((step) => step.type)).toEqual([
      'setViewport',
      'navigate',
      'click',
      'click',
      'customStep',
      'change',
      'change',
      'keyDown',
      'keyUp',
      'waitForElement',
      'click',
      'scroll',
      'customStep',
    ]);
    expect(recording.steps[1]).toEqual({
      type: 'navigate',
      url: 'https://shop.example.test/produkte/kaffeemuehle',
      assertedEvents: [
        {
          type: 'navigation',
          url: 'https://shop.example.test/produkte/kaffeemuehle',
          title: 'Kaffeemühle – Beispiel-Shop',
        },
      ],
    });
    expect(recording.steps[2]).toEqual({
      type: 'click',
      target: 'main',
      selectors: [
        ['aria/In den Warenkorb'],
        ['#add-to-cart'],
        ['xpath///*[@id="add-to-cart"]'],
        ['pierce/#add-to-cart'],
        ['text/In den Warenkorb'],
      ],
      offsetX: 64,
      offsetY: 18.5,
    });
    expect(recording.steps[3]).toMatchObject({
      selectors: [['shop-header', 'button.cart-badge'], ['pierce/button.cart-badge']],
    });
    expect(recording.steps[9]).toMatchObject({ operator: '>=', count: 1, attributes: { 'aria-level': '1' } });
    expect(recording.steps[10]).toMatchObject({ frame: [0], button: 'primary', deviceType: 'mouse' });
    expect(recordingSchema.safeParse(recording).success).toBe(true);
  });

  it('accepts a selector given as a plain string and a custom step without parameters', () => {
    const result = parseRecording({
      title: 'Test',
      steps: [
        { type: 'click', selectors: ['#a', ['#host', 'text/Weiter']], offsetX: 1, offsetY: 2 },
        { type: 'customStep', name: 'other.tool' },
      ],
    });
    expect(result).toEqual({
      ok: true,
      recording: {
        title: 'Test',
        steps: [
          { type: 'click', selectors: ['#a', ['#host', 'text/Weiter']], offsetX: 1, offsetY: 2 },
          { type: 'customStep', name: 'other.tool' },
        ],
      },
    });
  });

  it('tolerates fields it does not know and drops them', () => {
    const result = parseRecording({
      title: 'Test',
      recordedWith: 'Chrome 150',
      steps: [{ ...NAVIGATE, pageLoadStrategy: 'eager' }],
    });
    expect(result).toEqual({ ok: true, recording: { title: 'Test', steps: [NAVIGATE] } });
  });

  it('allows exactly MAX_RECORDING_STEPS steps', () => {
    expect(MAX_RECORDING_STEPS).toBe(200);
    const steps = Array.from({ length: 200 }, () => NAVIGATE);
    expect(parseRecording({ title: 'Test', steps }).ok).toBe(true);
  });

  it('accepts selectors that look odd but are valid', () => {
    const selectors = [
      ['.w-1\\/2'],
      ['a[href="/kasse"]'],
      ["input[placeholder='Suche (Artikel)']"],
      ['.a\\,'],
      ['xpath//html/body/div[2]/button'],
      ['aria/Suche[role="searchbox"]'],
      ['text/)'],
      ['ul > li:nth-child(2n+1)'],
    ];
    expect(parseRecording(withStep({ ...CLICK, selectors })).ok).toBe(true);
  });
});

describe('problems', () => {
  const longLabel = 'x'.repeat(MAX_CHECK_LABEL_LENGTH + 1);
  const cases: Array<{
    name: string;
    input: unknown;
    code: RecordingProblemCode;
    step?: number;
    path: string;
    detail?: string;
  }> = [
    { name: 'not an object', input: 'steps', code: 'not_a_recording', path: '' },
    { name: 'an array', input: [NAVIGATE], code: 'not_a_recording', path: '' },
    { name: 'null', input: null, code: 'not_a_recording', path: '' },
    { name: 'no steps field', input: { title: 'Test' }, code: 'not_a_recording', path: 'steps' },
    {
      name: 'steps not an array',
      input: { title: 'Test', steps: {} },
      code: 'not_a_recording',
      path: 'steps',
    },
    { name: 'empty steps', input: { title: 'Test', steps: [] }, code: 'no_steps', path: 'steps' },
    {
      name: 'too many steps',
      input: { title: 'Test', steps: Array.from({ length: 201 }, () => NAVIGATE) },
      code: 'too_many_steps',
      path: 'steps',
      detail: 'The recording has 201 steps; at most 200 are allowed.',
    },
    {
      name: 'unknown step type',
      input: withStep({ type: 'dragAndDrop', selectors: ['#a'] }),
      code: 'unknown_step_type',
      step: 2,
      path: 'steps.1.type',
      detail: 'Step 2 has the unknown type "dragAndDrop".',
    },
    { name: 'no title', input: { steps: [NAVIGATE] }, code: 'missing_field', path: 'title' },
    {
      name: 'no type',
      input: withStep({ url: 'https://a.test/' }),
      code: 'missing_field',
      step: 2,
      path: 'steps.1.type',
    },
    {
      name: 'click without offsetX',
      input: withStep({ type: 'click', selectors: ['#a'], offsetY: 5 }),
      code: 'missing_field',
      step: 2,
      path: 'steps.1.offsetX',
      detail: 'Step 2 (click): "offsetX" is required.',
    },
    {
      name: 'click without selectors',
      input: withStep({ type: 'click', offsetX: 1, offsetY: 5 }),
      code: 'missing_field',
      step: 2,
      path: 'steps.1.selectors',
    },
    {
      name: 'change without value',
      input: withStep({ type: 'change', selectors: ['#email'] }),
      code: 'missing_field',
      step: 2,
      path: 'steps.1.value',
    },
    {
      name: 'keyDown without key',
      input: withStep({ type: 'keyDown' }),
      code: 'missing_field',
      step: 2,
      path: 'steps.1.key',
    },
    { name: 'title a number', input: { title: 3, steps: [NAVIGATE] }, code: 'invalid_field', path: 'title' },
    {
      name: 'recording timeout too long',
      input: { title: 'Test', timeout: 60_000, steps: [NAVIGATE] },
      code: 'invalid_field',
      path: 'timeout',
      detail: 'Recording: "timeout" must be between 1 and 30000 milliseconds.',
    },
    { name: 'step not an object', input: withStep('click'), code: 'invalid_field', step: 2, path: 'steps.1' },
    {
      name: 'type not a string',
      input: withStep({ type: 7 }),
      code: 'invalid_field',
      step: 2,
      path: 'steps.1.type',
    },
    {
      name: 'offsetX a string',
      input: withStep({ ...CLICK, offsetX: '10' }),
      code: 'invalid_field',
      step: 2,
      path: 'steps.1.offsetX',
      detail: 'Step 2 (click): "offsetX" must be a number, not a string.',
    },
    {
      name: 'step timeout zero',
      input: withStep({ ...CLICK, timeout: 0 }),
      code: 'invalid_field',
      step: 2,
      path: 'steps.1.timeout',
    },
    {
      name: 'unknown button',
      input: withStep({ ...CLICK, button: 'left' }),
      code: 'invalid_field',
      step: 2,
      path: 'steps.1.button',
    },
    {
      name: 'negative frame index',
      input: withStep({ ...CLICK, frame: [0, -1] }),
      code: 'invalid_field',
      step: 2,
      path: 'steps.1.frame.1',
    },
    {
      name: 'unknown asserted event',
      input: withStep({ ...NAVIGATE, assertedEvents: [{ type: 'load' }] }),
      code: 'invalid_field',
      step: 2,
      path: 'steps.1.assertedEvents.0.type',
    },
    {
      name: 'waitForElement operator',
      input: withStep({ type: 'waitForElement', selectors: ['#a'], operator: '>' }),
      code: 'invalid_field',
      step: 2,
      path: 'steps.1.operator',
    },
    {
      name: 'waitForElement attribute not a string',
      input: withStep({ type: 'waitForElement', selectors: ['#a'], attributes: { 'aria-level': 1 } }),
      code: 'invalid_field',
      step: 2,
      path: 'steps.1.attributes.aria-level',
    },
    {
      name: 'selector alternative a number',
      input: withStep({ ...CLICK, selectors: [5] }),
      code: 'invalid_field',
      step: 2,
      path: 'steps.1.selectors.0',
      detail: 'Step 2 (click): "selectors.0" must be a string or an array, not a number.',
    },
    {
      name: 'selector part a number',
      input: withStep({ ...CLICK, selectors: [['#host', 5]] }),
      code: 'invalid_field',
      step: 2,
      path: 'steps.1.selectors.0.1',
    },
    {
      name: 'check label too long',
      input: withStep({ type: 'customStep', name: CHECK_STEP_NAME, parameters: { label: longLabel } }),
      code: 'invalid_field',
      step: 2,
      path: 'steps.1.parameters.label',
      detail: 'Step 2 (customStep): "parameters.label" must be at most 120 characters long.',
    },
    {
      name: 'check label not a string',
      input: withStep({ type: 'customStep', name: CHECK_STEP_NAME, parameters: { label: 42 } }),
      code: 'invalid_field',
      step: 2,
      path: 'steps.1.parameters.label',
    },
    {
      name: 'check parameters not an object',
      input: withStep({ type: 'customStep', name: CHECK_STEP_NAME, parameters: 'Warenkorb' }),
      code: 'invalid_field',
      step: 2,
      path: 'steps.1.parameters',
    },
    {
      name: 'empty selector',
      input: withStep({ ...CLICK, selectors: [['']] }),
      code: 'invalid_selector',
      step: 2,
      path: 'steps.1.selectors.0.0',
    },
    {
      name: 'prefix and nothing after it',
      input: withStep({ ...CLICK, selectors: [['#add-to-cart'], ['aria/']] }),
      code: 'invalid_selector',
      step: 2,
      path: 'steps.1.selectors.1.0',
      detail: 'Step 2 (click): "selectors.1.0" is "aria/", which has nothing after its prefix.',
    },
    {
      name: 'blank text selector inside a shadow root',
      input: withStep({ ...CLICK, selectors: [['shop-header', 'text/  ']] }),
      code: 'invalid_selector',
      step: 2,
      path: 'steps.1.selectors.0.1',
    },
    {
      name: 'xpath with an unclosed bracket',
      input: withStep({ ...CLICK, selectors: ['xpath///*[@id="a"'] }),
      code: 'invalid_selector',
      step: 2,
      path: 'steps.1.selectors.0',
    },
    {
      name: 'xpath with an unterminated string',
      input: withStep({ ...CLICK, selectors: ['xpath///*[@id="a]'] }),
      code: 'invalid_selector',
      step: 2,
      path: 'steps.1.selectors.0',
    },
    {
      name: 'css with an unclosed attribute bracket',
      input: withStep({ ...CLICK, selectors: [['#a[data-x="1"']] }),
      code: 'invalid_selector',
      step: 2,
      path: 'steps.1.selectors.0.0',
    },
    {
      name: 'css with mismatched brackets',
      input: withStep({ ...CLICK, selectors: [['li:not(.a]']] }),
      code: 'invalid_selector',
      step: 2,
      path: 'steps.1.selectors.0.0',
    },
    {
      name: 'css ending in a combinator',
      input: withStep({ ...CLICK, selectors: [['nav >']] }),
      code: 'invalid_selector',
      step: 2,
      path: 'steps.1.selectors.0.0',
    },
    {
      name: 'unknown prefix',
      input: withStep({ ...CLICK, selectors: [['css/#a']] }),
      code: 'invalid_selector',
      step: 2,
      path: 'steps.1.selectors.0.0',
    },
    {
      name: 'pierce with broken css',
      input: withStep({ ...CLICK, selectors: [['pierce/#a)']] }),
      code: 'invalid_selector',
      step: 2,
      path: 'steps.1.selectors.0.0',
    },
    {
      name: 'empty alternative',
      input: withStep({ ...CLICK, selectors: [[]] }),
      code: 'invalid_selector',
      step: 2,
      path: 'steps.1.selectors.0',
    },
    {
      name: 'no alternatives',
      input: withStep({ ...CLICK, selectors: [] }),
      code: 'invalid_selector',
      step: 2,
      path: 'steps.1.selectors',
    },
  ];

  it.each(cases)('$name: $code at $path', ({ input, code, step, path, detail }) => {
    const problems = problemsOf(input);
    expect(problems).toHaveLength(1);
    const [problem] = problems;
    expect(problem).toMatchObject({ code, path });
    expect(problem?.step).toBe(step);
    expect('step' in (problem ?? {})).toBe(step !== undefined);
    if (detail !== undefined) expect(problem?.detail).toBe(detail);
    else expect(problem?.detail).toMatch(/\S/);
  });

  it('has a case for every code', () => {
    expect(new Set(cases.map((testCase) => testCase.code))).toEqual(new Set(RECORDING_PROBLEM_CODES));
  });

  it('reports every problem of every step, in order', () => {
    const problems = problemsOf({
      steps: [
        NAVIGATE,
        { type: 'click', selectors: ['aria/'], offsetX: 'links' },
        { type: 'teleport' },
        { type: 'change', selectors: ['#password'], value: PASSWORD, timeout: 99_999 },
      ],
    });
    expect(problems.map(({ code, step, path }) => ({ code, step, path }))).toEqual([
      { code: 'missing_field', step: undefined, path: 'title' },
      { code: 'invalid_selector', step: 2, path: 'steps.1.selectors.0' },
      { code: 'invalid_field', step: 2, path: 'steps.1.offsetX' },
      { code: 'missing_field', step: 2, path: 'steps.1.offsetY' },
      { code: 'unknown_step_type', step: 3, path: 'steps.2.type' },
      { code: 'invalid_field', step: 4, path: 'steps.3.timeout' },
    ]);
    expect(problems.some((problem) => problem.detail.includes(PASSWORD))).toBe(false);
  });

  it('accepts a check label of exactly the maximum length', () => {
    const label = 'x'.repeat(MAX_CHECK_LABEL_LENGTH);
    expect(
      parseRecording(withStep({ type: 'customStep', name: CHECK_STEP_NAME, parameters: { label } })).ok,
    ).toBe(true);
  });
});

describe('parseRecordingJson', () => {
  it('reports a JSON syntax error as not_a_recording, without quoting the text', () => {
    const text = `{"title": "Test", "steps": [{"type": "change", "selectors": ["#pw"], "value": "${PASSWORD}",}]}`;
    const result = parseRecordingJson(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatchObject({ code: 'not_a_recording', path: '' });
    expect(result.problems[0]?.detail).toMatch(/^The text is not valid JSON/);
    expect(result.problems[0]?.detail).not.toContain(PASSWORD);
  });

  it('reports truncated JSON and valid JSON that is not an object', () => {
    expect(parseRecordingJson('{"title": "Test", "steps": [')).toMatchObject({
      ok: false,
      problems: [{ code: 'not_a_recording', path: '' }],
    });
    expect(parseRecordingJson('')).toMatchObject({ ok: false, problems: [{ code: 'not_a_recording' }] });
    expect(parseRecordingJson('42')).toMatchObject({
      ok: false,
      problems: [{ code: 'not_a_recording', path: '' }],
    });
  });

  it('reads a file saved with a byte order mark', () => {
    expect(parseRecordingJson(`\uFEFF${JSON.stringify({ title: 'Test', steps: [NAVIGATE] })}`).ok).toBe(true);
  });
});

describe('selectorKind', () => {
  it('splits off each prefix', () => {
    expect(selectorKind('aria/In den Warenkorb')).toEqual({ kind: 'aria', value: 'In den Warenkorb' });
    expect(selectorKind('text/In den Warenkorb')).toEqual({ kind: 'text', value: 'In den Warenkorb' });
    expect(selectorKind('xpath///*[@id="add-to-cart"]')).toEqual({
      kind: 'xpath',
      value: '//*[@id="add-to-cart"]',
    });
    expect(selectorKind('pierce/#add-to-cart')).toEqual({ kind: 'pierce', value: '#add-to-cart' });
    expect(selectorKind('#add-to-cart')).toEqual({ kind: 'css', value: '#add-to-cart' });
  });

  it('matches prefixes case-sensitively and keeps anything else as CSS', () => {
    expect(selectorKind('ARIA/Suche')).toEqual({ kind: 'css', value: 'ARIA/Suche' });
    expect(selectorKind('css/#a')).toEqual({ kind: 'css', value: 'css/#a' });
    expect(selectorKind('aria')).toEqual({ kind: 'css', value: 'aria' });
    expect(selectorKind('aria/')).toEqual({ kind: 'aria', value: '' });
  });
});

describe('stepLabel', () => {
  it('describes each step briefly', () => {
    expect(parsedSteps().map(stepLabel)).toEqual([
      'setViewport 1280x800',
      'navigate https://shop.example.test/produkte/kaffeemuehle',
      'click "aria/In den Warenkorb"',
      'click "shop-header >>> button.cart-badge"',
      'check "Warenkorb geöffnet"',
      'change "aria/E-Mail-Adresse"',
      'change "aria/Passwort"',
      'keyDown Enter',
      'keyUp Enter',
      'waitForElement "aria/Mein Konto[role=\\"heading\\"]" >= 1',
      'click "aria/Newsletter abbestellen"',
      'scroll to 0,640',
      'check',
    ]);
  });

  it('never shows what a change step typed', () => {
    const changes = parsedSteps().filter((step) => step.type === 'change');
    expect(changes).toHaveLength(2);
    for (const step of changes) expect(stepLabel(step)).not.toContain(step.value);
    const typedIntoSelector: Step = { type: 'change', selectors: ['#pw'], value: PASSWORD };
    expect(stepLabel(typedIntoSelector)).toBe('change "#pw"');
  });

  it('describes the other step types', () => {
    expect(stepLabel({ type: 'keyDown', key: ' ' })).toBe('keyDown " "');
    expect(stepLabel({ type: 'close' })).toBe('close');
    expect(stepLabel({ type: 'hover', selectors: ['nav a'] })).toBe('hover "nav a"');
    expect(stepLabel({ type: 'scroll', selectors: [['#list']], y: 300 })).toBe('scroll "#list" to 0,300');
    expect(stepLabel({ type: 'customStep', name: 'other.tool', parameters: { label: 'x' } })).toBe(
      'customStep "other.tool"',
    );
    expect(stepLabel({ type: 'waitForElement', selectors: ['.toast'], visible: false })).toBe(
      'waitForElement ".toast" hidden',
    );
    expect(
      stepLabel({ type: 'emulateNetworkConditions', download: 50_000, upload: 20_000, latency: 400 }),
    ).toBe('emulateNetworkConditions download 50000 upload 20000 latency 400');
    const longSelector = `#${'a'.repeat(200)}`;
    expect(stepLabel({ type: 'click', selectors: [longSelector], offsetX: 1, offsetY: 1 })).toHaveLength(
      'click ""'.length + 80,
    );
  });
});

describe('isCheckStep', () => {
  it('recognises only the klarsicht.check custom step', () => {
    expect(CHECK_STEP_NAME).toBe('klarsicht.check');
    const [, , , , check, , , , , , click, , bareCheck] = parsedSteps();
    expect(check && isCheckStep(check)).toBe(true);
    expect(bareCheck && isCheckStep(bareCheck)).toBe(true);
    expect(click && isCheckStep(click)).toBe(false);
    expect(isCheckStep({ type: 'customStep', name: 'klarsicht.other' })).toBe(false);
  });
});
