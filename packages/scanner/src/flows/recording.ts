import { RECORDING_PROBLEM_CODES, type RecordingProblemCode } from '@klarsicht/report';
import { z } from 'zod';

/**
 * A user flow recorded in Chrome DevTools' Recorder and exported as JSON: the format that
 * `@puppeteer/replay` reads (its `src/Schema.ts`, and `parse`/`parseStep` in `src/SchemaUtils.ts`).
 * We parse it ourselves instead of depending on that package so that every problem carries a code,
 * the step as a person counts it and the path into the file, which the user texts are built from.
 *
 * Where we are stricter than `@puppeteer/replay`, the comment at the field says so; the general
 * reason is that replay silently drops a malformed optional field (a `timeout` of "5s", a `target`
 * of 3), while a person who uploads a recording should learn that part of it will be ignored.
 *
 * Unknown fields, on the recording and on steps, are accepted and dropped (zod's default). The
 * Recorder has added fields over its versions and replay ignores what it does not know, so
 * rejecting them would refuse recordings that replay fine; dropping them means nothing we have not
 * validated travels on into the runner, stored flows or logs.
 */

export const MAX_RECORDING_STEPS = 200;

/** The name of the `customStep` with which a person marks "check the page here". */
export const CHECK_STEP_NAME = 'klarsicht.check';
export const MAX_CHECK_LABEL_LENGTH = 120;

/** replay's `minTimeout`/`maxTimeout`; it applies them to the recording's and each step's timeout. */
const MIN_TIMEOUT_MS = 1;
const MAX_TIMEOUT_MS = 30_000;

export interface RecordingProblem {
  code: RecordingProblemCode;
  /** 1-based, as a person counts steps; absent for problems of the recording as a whole. */
  step?: number;
  /** Into the JSON as written, so array indices are 0-based: step 4's first selector is `steps.3.selectors.0`. */
  path: string;
  /** English, for logs; user-facing texts are made from `code`, `step` and `path`. */
  detail: string;
}

export type RecordingParseResult =
  | { ok: true; recording: Recording }
  | { ok: false; problems: RecordingProblem[] };

// --- Selectors -------------------------------------------------------------------------------------

export const SELECTOR_KINDS = ['aria', 'text', 'xpath', 'pierce', 'css'] as const;
export type SelectorKind = (typeof SELECTOR_KINDS)[number];

const PREFIXED_KINDS = ['aria', 'text', 'xpath', 'pierce'] as const;

/**
 * Prefixes are matched case-sensitively and a part without one is CSS, as in replay's
 * `getSelectorType`. replay also recognises `css/` but passes such a part on unchanged, prefix and
 * all, so to a browser it is broken CSS; we keep it CSS here and the CSS check reports it.
 */
export function selectorKind(part: string): { kind: SelectorKind; value: string } {
  for (const kind of PREFIXED_KINDS) {
    if (part.startsWith(`${kind}/`)) return { kind, value: part.slice(kind.length + 1) };
  }
  return { kind: 'css', value: part };
}

const CLOSING_BRACKETS: Record<string, string> = { ')': '(', ']': '[' };
const COMBINATORS = new Set(['>', '+', '~', ',']);

/**
 * Catches what is plainly broken (brackets, quotes, a stray `/` or brace, a dangling combinator)
 * without parsing CSS or XPath: the browser is the judge of the rest, and a selector that is valid
 * but finds nothing is a replay failure, not a problem of the file. XPath has no backslash escapes
 * and uses `/` as its path operator, so the rules on those are for CSS only.
 */
function syntaxProblem(text: string, css: boolean): string | undefined {
  const open: string[] = [];
  let quote: string | undefined;
  let last = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (css && char === '\\') {
      if (i === text.length - 1) return 'ends with an unfinished escape';
      i++;
      last = '';
      continue;
    }
    if (quote) {
      if (char === quote) quote = undefined;
      continue;
    }
    if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '(' || char === '[') {
      open.push(char);
    } else if (char === ')' || char === ']') {
      if (open.pop() !== CLOSING_BRACKETS[char]) return `has an unmatched "${char}"`;
    } else if (css && (char === '{' || char === '}')) {
      return `contains "${char}", not allowed in a CSS selector`;
    } else if (css && char === '/') {
      const prefix = /^([A-Za-z][\w-]*)\//.exec(text)?.[1];
      return prefix !== undefined
        ? `starts with "${prefix}/", not one of the prefixes aria/, text/, xpath/, pierce/`
        : 'contains "/" outside quotes, not allowed in a CSS selector';
    }
    if (char.trim() !== '') last = char;
  }
  if (quote) return `has an unterminated ${quote === '"' ? 'double' : 'single'}-quoted string`;
  if (open.length > 0) return `has an unclosed "${open.at(-1)}"`;
  if (css && COMBINATORS.has(last)) return `ends with "${last}" and nothing after it`;
  return undefined;
}

function selectorPartProblem(part: string): string | undefined {
  if (part.trim() === '') return 'is blank';
  const { kind, value } = selectorKind(part);
  if (value.trim() === '') return 'has nothing after its prefix';
  if (kind === 'css' || kind === 'pierce') return syntaxProblem(value, true);
  if (kind === 'xpath') return syntaxProblem(value, false);
  return undefined;
}

const selectorIssue = (message: string) => ({
  code: 'custom' as const,
  message,
  params: { problem: 'invalid_selector' satisfies RecordingProblemCode },
});

export const selectorPartSchema = z.string().superRefine((part, ctx) => {
  const problem = selectorPartProblem(part);
  if (problem) ctx.addIssue(selectorIssue(`is ${quoteShort(part)}, which ${problem}`));
});

/**
 * One alternative: a single part, or parts in order, each evaluated inside the element (its shadow
 * root, if it has one) that the part before found; the last part finds the element itself.
 */
export const selectorSchema = z.union([
  selectorPartSchema,
  z.array(selectorPartSchema).superRefine((parts, ctx) => {
    if (parts.length === 0) ctx.addIssue(selectorIssue('is an empty list of selector parts'));
  }),
]);
export type Selector = z.infer<typeof selectorSchema>;

/** Alternatives for the same element, tried in turn because some go stale as the page changes. */
export const selectorsSchema = z.array(selectorSchema).superRefine((alternatives, ctx) => {
  if (alternatives.length === 0) ctx.addIssue(selectorIssue('lists no selector'));
});

// --- Steps -----------------------------------------------------------------------------------------

const timeoutSchema = z
  .number()
  .min(MIN_TIMEOUT_MS, `must be between ${MIN_TIMEOUT_MS} and ${MAX_TIMEOUT_MS} milliseconds`)
  .max(MAX_TIMEOUT_MS, `must be between ${MIN_TIMEOUT_MS} and ${MAX_TIMEOUT_MS} milliseconds`);

/** Stricter than replay (any integer): a frame index is a position in a list of child frames. */
export const frameSchema = z.array(
  z.number().int('must be a whole number').nonnegative('must not be negative (a frame index)'),
);

export const assertedEventSchema = z.object({
  type: z.literal('navigation'),
  url: z.string().optional(),
  title: z.string().optional(),
});
export type AssertedEvent = z.infer<typeof assertedEventSchema>;

/**
 * Required strings that replay takes as they come but that cannot do anything when empty; the
 * runner would only fail later with a vaguer message.
 */
const nonEmptyString = z.string().min(1, 'must not be empty');

const baseFields = {
  timeout: timeoutSchema.optional(),
  assertedEvents: z.array(assertedEventSchema).optional(),
};
/** The page or popup the step acts on; the Recorder writes `main` for the page it started on. */
const targetFields = { ...baseFields, target: z.string().optional() };
/** Indices down the frame tree from the target's main frame; absent means the main frame. */
const frameFields = { ...targetFields, frame: frameSchema.optional() };
const selectorFields = { ...frameFields, selectors: selectorsSchema };
const clickFields = {
  ...selectorFields,
  /** In px from the top left of the element's content box. */
  offsetX: z.number(),
  offsetY: z.number(),
  button: z.enum(['primary', 'auxiliary', 'secondary', 'back', 'forward']).optional(),
  deviceType: z.enum(['mouse', 'pen', 'touch']).optional(),
  /** ms between pointer down and up; replay's default is 50. */
  duration: z.number().optional(),
};

export const setViewportStepSchema = z.object({
  ...targetFields,
  type: z.literal('setViewport'),
  width: z.number(),
  height: z.number(),
  deviceScaleFactor: z.number(),
  isMobile: z.boolean(),
  hasTouch: z.boolean(),
  isLandscape: z.boolean(),
});
export type SetViewportStep = z.infer<typeof setViewportStepSchema>;

/** Any URL string, as replay has it: which URLs we are willing to open is the runner's decision. */
export const navigateStepSchema = z.object({
  ...targetFields,
  type: z.literal('navigate'),
  url: nonEmptyString,
});
export type NavigateStep = z.infer<typeof navigateStepSchema>;

export const clickStepSchema = z.object({ ...clickFields, type: z.literal('click') });
export type ClickStep = z.infer<typeof clickStepSchema>;

export const doubleClickStepSchema = z.object({ ...clickFields, type: z.literal('doubleClick') });
export type DoubleClickStep = z.infer<typeof doubleClickStepSchema>;

export const hoverStepSchema = z.object({ ...selectorFields, type: z.literal('hover') });
export type HoverStep = z.infer<typeof hoverStepSchema>;

/** `value` is what was typed, a password as likely as a search term: never log or label it. */
export const changeStepSchema = z.object({ ...selectorFields, type: z.literal('change'), value: z.string() });
export type ChangeStep = z.infer<typeof changeStepSchema>;

/**
 * A key name as Puppeteer knows it (`Enter`, `Tab`, `a`). Schema.ts lists them as the type `Key`,
 * but replay's parser does not check against that list, and neither do we: Puppeteer names an
 * unknown key when it meets one, and the list changes with its versions.
 */
export const keyDownStepSchema = z.object({
  ...targetFields,
  type: z.literal('keyDown'),
  key: nonEmptyString,
});
export type KeyDownStep = z.infer<typeof keyDownStepSchema>;

export const keyUpStepSchema = z.object({ ...targetFields, type: z.literal('keyUp'), key: nonEmptyString });
export type KeyUpStep = z.infer<typeof keyUpStepSchema>;

/** With `selectors`, scrolls that element, else the page; `x`/`y` are absolute, 0 if absent. */
export const scrollStepSchema = z.object({
  ...frameFields,
  type: z.literal('scroll'),
  selectors: selectorsSchema.optional(),
  x: z.number().optional(),
  y: z.number().optional(),
});
export type ScrollStep = z.infer<typeof scrollStepSchema>;

/**
 * Waits until `count` elements (default 1) compare by `operator` (default `>=`, as the Recorder's replay runs it), checking
 * `properties`/`attributes` if given; `visible: false` waits for them to be hidden.
 */
export const waitForElementStepSchema = z.object({
  ...selectorFields,
  type: z.literal('waitForElement'),
  operator: z.enum(['>=', '==', '<=']).optional(),
  /** Stricter than replay (any number): it counts elements. */
  count: z.number().int('must be a whole number').nonnegative('must not be negative').optional(),
  visible: z.boolean().optional(),
  properties: z.record(z.string(), z.unknown()).optional(),
  attributes: z.record(z.string(), z.string()).optional(),
});
export type WaitForElementStep = z.infer<typeof waitForElementStepSchema>;

/** A JavaScript expression run in the page until it is truthy. */
export const waitForExpressionStepSchema = z.object({
  ...frameFields,
  type: z.literal('waitForExpression'),
  expression: nonEmptyString,
});
export type WaitForExpressionStep = z.infer<typeof waitForExpressionStepSchema>;

export const closeStepSchema = z.object({ ...targetFields, type: z.literal('close') });
export type CloseStep = z.infer<typeof closeStepSchema>;

/** Throughput in bytes/s and latency in ms, as DevTools' protocol has them (-1: not throttled). */
export const emulateNetworkConditionsStepSchema = z.object({
  ...targetFields,
  type: z.literal('emulateNetworkConditions'),
  download: z.number(),
  upload: z.number(),
  latency: z.number(),
});
export type EmulateNetworkConditionsStep = z.infer<typeof emulateNetworkConditionsStepSchema>;

/**
 * Schema.ts declares `parameters` but replay's parser takes a custom step without it, and so do
 * we; what it holds is the business of whoever handles `name`. Ours is the check step's.
 */
export const customStepSchema = z
  .object({
    ...frameFields,
    type: z.literal('customStep'),
    name: nonEmptyString,
    parameters: z.unknown().optional(),
  })
  .superRefine((step, ctx) => {
    if (step.name !== CHECK_STEP_NAME || step.parameters === undefined) return;
    const invalid = (path: string[], message: string) =>
      ctx.addIssue({
        code: 'custom',
        path,
        message,
        params: { problem: 'invalid_field' satisfies RecordingProblemCode },
      });
    if (!isPlainObject(step.parameters)) {
      invalid(['parameters'], `must be an object for a ${CHECK_STEP_NAME} step`);
      return;
    }
    const label = step.parameters.label;
    if (label === undefined) return;
    if (typeof label !== 'string') {
      invalid(['parameters', 'label'], `must be a string, not ${describe(label)}`);
    } else if (label.length > MAX_CHECK_LABEL_LENGTH) {
      invalid(['parameters', 'label'], `must be at most ${MAX_CHECK_LABEL_LENGTH} characters long`);
    }
  });
export type CustomStep = z.infer<typeof customStepSchema>;

/** A check step as `parseRecording` lets it through. */
export type CheckStep = CustomStep & { name: typeof CHECK_STEP_NAME; parameters?: { label?: string } };

export function isCheckStep(step: Step): step is CheckStep {
  return step.type === 'customStep' && step.name === CHECK_STEP_NAME;
}

const STEP_SCHEMAS = {
  setViewport: setViewportStepSchema,
  navigate: navigateStepSchema,
  click: clickStepSchema,
  doubleClick: doubleClickStepSchema,
  hover: hoverStepSchema,
  change: changeStepSchema,
  keyDown: keyDownStepSchema,
  keyUp: keyUpStepSchema,
  scroll: scrollStepSchema,
  waitForElement: waitForElementStepSchema,
  waitForExpression: waitForExpressionStepSchema,
  close: closeStepSchema,
  emulateNetworkConditions: emulateNetworkConditionsStepSchema,
  customStep: customStepSchema,
} as const;

export type StepType = keyof typeof STEP_SCHEMAS;
export const STEP_TYPES = Object.keys(STEP_SCHEMAS) as StepType[];

export const stepSchema = z.discriminatedUnion('type', [
  setViewportStepSchema,
  navigateStepSchema,
  clickStepSchema,
  doubleClickStepSchema,
  hoverStepSchema,
  changeStepSchema,
  keyDownStepSchema,
  keyUpStepSchema,
  scrollStepSchema,
  waitForElementStepSchema,
  waitForExpressionStepSchema,
  closeStepSchema,
  emulateNetworkConditionsStepSchema,
  customStepSchema,
]);
export type Step = z.infer<typeof stepSchema>;

// --- Recording -------------------------------------------------------------------------------------

const recordingHeaderSchema = z.object({
  title: z.string(),
  timeout: timeoutSchema.optional(),
  /** An attribute such as `data-testid` that the Recorder preferred when it generated selectors. */
  selectorAttribute: z.string().optional(),
});

/**
 * For types and for callers that only need yes or no; `parseRecording` is the validation that
 * explains itself, and what it accepts this schema accepts.
 */
export const recordingSchema = recordingHeaderSchema.extend({
  steps: z.array(stepSchema).min(1).max(MAX_RECORDING_STEPS),
});
export type Recording = z.infer<typeof recordingSchema>;

export function parseRecordingJson(text: string): RecordingParseResult {
  let input: unknown;
  try {
    // Editors on Windows like to save JSON with a byte order mark, which JSON.parse rejects.
    input = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    // Node's message quotes the text around the error, and the text may hold a typed password.
    const position = /position (\d+)/.exec(error instanceof Error ? error.message : '')?.[1];
    return fail({
      code: 'not_a_recording',
      path: '',
      detail: `The text is not valid JSON${position === undefined ? '' : ` (${lineAndColumn(text, Number(position))})`}.`,
    });
  }
  return parseRecording(input);
}

export function parseRecording(input: unknown): RecordingParseResult {
  if (!isPlainObject(input)) {
    return fail({
      code: 'not_a_recording',
      path: '',
      detail: `The recording must be a JSON object with "title" and "steps", not ${describe(input)}.`,
    });
  }
  const steps = input.steps;
  if (!Array.isArray(steps)) {
    return fail({
      code: 'not_a_recording',
      path: 'steps',
      detail:
        steps === undefined
          ? 'The recording has no "steps" array.'
          : `The recording's "steps" must be an array, not ${describe(steps)}.`,
    });
  }
  if (steps.length === 0) {
    return fail({ code: 'no_steps', path: 'steps', detail: 'The recording has no steps.' });
  }
  // Refused before looking at any step: the problems of a flow we will not run are of no use.
  if (steps.length > MAX_RECORDING_STEPS) {
    return fail({
      code: 'too_many_steps',
      path: 'steps',
      detail: `The recording has ${steps.length} steps; at most ${MAX_RECORDING_STEPS} are allowed.`,
    });
  }

  const problems: RecordingProblem[] = [];
  const header = recordingHeaderSchema.safeParse(input);
  if (!header.success) {
    for (const issue of header.error.issues) problems.push(...toProblems(issue, input, [], undefined));
  }
  const parsedSteps: Step[] = [];
  steps.forEach((raw, index) => {
    const step = parseStep(raw, index, problems);
    if (step) parsedSteps.push(step);
  });
  if (!header.success || problems.length > 0) return { ok: false, problems };
  return { ok: true, recording: { ...header.data, steps: parsedSteps } };
}

function parseStep(raw: unknown, index: number, problems: RecordingProblem[]): Step | undefined {
  const at = { step: index + 1, path: `steps.${index}` };
  if (!isPlainObject(raw)) {
    problems.push({
      code: 'invalid_field',
      ...at,
      detail: `Step ${at.step} must be an object, not ${describe(raw)}.`,
    });
    return undefined;
  }
  const type = raw.type;
  if (typeof type !== 'string') {
    problems.push({
      code: type === undefined ? 'missing_field' : 'invalid_field',
      step: at.step,
      path: `${at.path}.type`,
      detail:
        type === undefined
          ? `Step ${at.step}: "type" is required.`
          : `Step ${at.step}: "type" must be a string, not ${describe(type)}.`,
    });
    return undefined;
  }
  if (!Object.hasOwn(STEP_SCHEMAS, type)) {
    problems.push({
      code: 'unknown_step_type',
      step: at.step,
      path: `${at.path}.type`,
      detail: `Step ${at.step} has the unknown type ${quoteShort(type)}.`,
    });
    return undefined;
  }
  const result = STEP_SCHEMAS[type as StepType].safeParse(raw);
  if (result.success) return result.data;
  for (const issue of result.error.issues) problems.push(...toProblems(issue, raw, ['steps', index], type));
  return undefined;
}

// --- From zod's issues to ours ---------------------------------------------------------------------

type Issue = z.core.$ZodIssue;
type PathSegment = PropertyKey;

const EXPECTED_NAMES: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'an array',
  object: 'an object',
  record: 'an object',
};

/**
 * `within` is what the issue's path is relative to (a step, or the recording); `prefix` is the
 * path to it from the top of the file.
 */
function toProblems(
  issue: Issue,
  within: unknown,
  prefix: PathSegment[],
  stepType: string | undefined,
): RecordingProblem[] {
  if (issue.code === 'invalid_union') {
    // A selector is a string or a list of them: the branch that got past the type check is the
    // one the author meant, and its issues are the useful ones.
    const meant = issue.errors.find(
      (branch) => !branch.some((inner) => inner.code === 'invalid_type' && inner.path.length === 0),
    );
    if (meant) {
      return meant.flatMap((inner) =>
        toProblems({ ...inner, path: [...issue.path, ...inner.path] }, within, prefix, stepType),
      );
    }
  }
  const fieldPath = issue.path;
  const value = valueAt(within, fieldPath);
  let code: RecordingProblemCode;
  let message: string;
  const declared = issue.code === 'custom' ? problemCodeOf(issue.params) : undefined;
  if (declared) {
    code = declared;
    message = issue.message;
  } else if (value === undefined) {
    code = 'missing_field';
    message = 'is required';
  } else {
    code = 'invalid_field';
    message = invalidMessage(issue, value);
  }
  const stepIndex = typeof prefix[1] === 'number' ? prefix[1] : undefined;
  const subject = stepIndex === undefined ? 'Recording' : `Step ${stepIndex + 1} (${stepType})`;
  return [
    {
      code,
      ...(stepIndex === undefined ? {} : { step: stepIndex + 1 }),
      path: [...prefix, ...fieldPath].map(String).join('.'),
      detail: `${subject}: "${fieldPath.map(String).join('.')}" ${message}.`,
    },
  ];
}

function invalidMessage(issue: Issue, value: unknown): string {
  switch (issue.code) {
    case 'invalid_type': {
      const expected = EXPECTED_NAMES[issue.expected] ?? issue.expected;
      return issue.expected === 'int' ? `must be ${expected}` : `must be ${expected}, not ${describe(value)}`;
    }
    case 'invalid_value':
      return issue.values.length === 1
        ? `must be ${JSON.stringify(issue.values[0])}`
        : `must be one of ${issue.values.map((option) => JSON.stringify(option)).join(', ')}`;
    case 'invalid_union':
      return `must be ${issue.errors
        .map((branch) => branch[0])
        .map((first) =>
          first?.code === 'invalid_type' ? (EXPECTED_NAMES[first.expected] ?? first.expected) : '?',
        )
        .join(' or ')}, not ${describe(value)}`;
    default:
      // Our own checks carry a message worded to follow the field's name.
      return issue.message;
  }
}

function problemCodeOf(params: Record<string, unknown> | undefined): RecordingProblemCode | undefined {
  const code = params?.problem;
  return RECORDING_PROBLEM_CODES.find((known) => known === code);
}

function valueAt(root: unknown, path: readonly PathSegment[]): unknown {
  let value = root;
  for (const segment of path) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, segment)) return undefined;
    value = (value as Record<PropertyKey, unknown>)[segment];
  }
  return value;
}

// --- Labels ----------------------------------------------------------------------------------------

/**
 * A short, deterministic English description of a step for logs and reports. It never shows what
 * a change step typed: that may be a password.
 */
export function stepLabel(step: Step): string {
  switch (step.type) {
    case 'setViewport':
      return `setViewport ${step.width}x${step.height}${step.isMobile ? ' mobile' : ''}`;
    case 'navigate':
      return `navigate ${shorten(step.url)}`;
    case 'click':
    case 'doubleClick':
    case 'hover':
    case 'change':
      return `${step.type} ${selectorLabel(step.selectors)}`;
    case 'keyDown':
    case 'keyUp':
      // Quoted when it would otherwise be invisible or break the line: " ", "\n".
      return `${step.type} ${/^[^\s\p{C}"]+$/u.test(step.key) ? step.key : JSON.stringify(step.key)}`;
    case 'scroll': {
      const where = step.selectors ? ` ${selectorLabel(step.selectors)}` : '';
      return `scroll${where} to ${step.x ?? 0},${step.y ?? 0}`;
    }
    case 'waitForElement': {
      const count = step.count === undefined ? '' : ` ${step.operator ?? '>='} ${step.count}`;
      return `waitForElement ${selectorLabel(step.selectors)}${count}${step.visible === false ? ' hidden' : ''}`;
    }
    case 'waitForExpression':
      return `waitForExpression ${quoteShort(step.expression)}`;
    case 'close':
      return 'close';
    case 'emulateNetworkConditions':
      return `emulateNetworkConditions download ${step.download} upload ${step.upload} latency ${step.latency}`;
    case 'customStep': {
      if (!isCheckStep(step)) return `customStep ${quoteShort(step.name)}`;
      const label = step.parameters?.label?.trim();
      return label ? `check ${quoteShort(label)}` : 'check';
    }
  }
}

/** The first alternative is the one the Recorder ranks best; ` >>> ` reads as "inside". */
function selectorLabel(selectors: Selector[]): string {
  const first = selectors[0];
  if (first === undefined) return '(no selector)';
  return quoteShort(typeof first === 'string' ? first : first.join(' >>> '));
}

// --- Helpers ---------------------------------------------------------------------------------------

const MAX_QUOTED_LENGTH = 80;

function shorten(text: string): string {
  return text.length > MAX_QUOTED_LENGTH ? `${text.slice(0, MAX_QUOTED_LENGTH - 1)}…` : text;
}

/** JSON quoting keeps quotes and line breaks inside the text from breaking a log line. */
function quoteShort(text: string): string {
  return JSON.stringify(shorten(text));
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function lineAndColumn(text: string, position: number): string {
  const before = text
    .replace(/^\uFEFF/, '')
    .slice(0, position)
    .split('\n');
  return `line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}`;
}

function fail(problem: RecordingProblem): RecordingParseResult {
  return { ok: false, problems: [problem] };
}
