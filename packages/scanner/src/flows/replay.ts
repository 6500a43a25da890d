import type { Frame, Locator, Page } from 'playwright-core';
import { sameSite } from '../discovery/normalize-url.js';
import { waitForAppToRender } from '../page/app-settle.js';
import type { FlowFailureReason, PageState, StateTrigger } from '../report/types.js';
import { findVisible, matchingElements, type SelectorParts, unmark } from './find-element.js';
import { isCheckStep, type Recording, type Step, stepLabel, type WaitForElementStep } from './recording.js';

/** A flow that stopped at a step: the step's number as a person counts (1 is the first), the reason, the engine's English detail. */
export class FlowStepError extends Error {
  override readonly name = 'FlowStepError';
  constructor(
    readonly step: number,
    readonly reason: FlowFailureReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The state the replay stopped in for a check (the page's `state` in the report). */
export type FlowState = PageState;

export interface ReplayOptions {
  /** The site the flow belongs to: a step that takes the page to another site ends the flow. */
  siteUrl: string;
  /** When the flow's time is up (ms since the epoch). */
  deadline: number;
  signal?: AbortSignal;
  /** Called with the page in each state worth checking; awaited before the next step. */
  onState(state: FlowState): Promise<void>;
}

/**
 * How long a step waits for its element or its navigation unless the recording says otherwise.
 * The Recorder's replay waits 5 s; a shared machine renders later, and a flow that fails for want
 * of a second says nothing about the site.
 */
export const DEFAULT_STEP_TIMEOUT_MS = 10_000;
/** After a step, how long the page may take to render what the step set off. */
const SETTLE_MAX_MS = 3_000;
/** What the Recorder's replay waits after a key goes down or up. */
const KEY_PAUSE_MS = 100;

/**
 * Replays a recording in `page` with the semantics of the Recorder's own replay (`@puppeteer/replay`):
 * a step waits for the first of its selectors to find a visible element and acts on it (a click at
 * the recorded offset, `change` fills or selects the value, nothing else is typed or submitted), and
 * a step with an asserted navigation waits for it. The page is checked (`onState`) at each "check
 * here" step and after each step that changed what a user sees: another document or address, a
 * dialog that opened, an element that expanded, a field marked invalid or a message in a live
 * region. Throws `FlowStepError` when a step cannot be done.
 */
export async function replayFlow(page: Page, recording: Recording, options: ReplayOptions): Promise<void> {
  let before = await pageState(page);
  for (const [index, step] of recording.steps.entries()) {
    const number = index + 1;
    if (options.signal?.aborted || Date.now() >= options.deadline) {
      throw new FlowStepError(number, 'out_of_time', `The flow ran out of time before step ${number}.`);
    }
    const timeoutMs = Math.max(1, Math.min(stepTimeout(step, recording), options.deadline - Date.now()));
    if (isCheckStep(step)) {
      const name = checkName(step);
      await options.onState({
        step: number,
        trigger: 'check',
        action: stepLabel(step),
        ...(name ? { name } : {}),
      });
      before = await pageState(page);
      continue;
    }
    if (step.type === 'close') return;
    await beginSettling(page);
    try {
      await runStep(page, step, number, timeoutMs, options);
    } finally {
      await unmark(frameOf(page, step));
    }
    await waitForAppToRender(page, Math.min(SETTLE_MAX_MS, Math.max(1, options.deadline - Date.now()))).catch(
      () => undefined,
    );
    // A page not opened yet (about:blank, before the first navigation) is on no site.
    if (/^https?:/.test(page.url()) && !sameSite(page.url(), options.siteUrl)) {
      throw new FlowStepError(
        number,
        'left_site',
        `Step ${number} took the page to ${page.url()}, outside the site.`,
      );
    }
    const after = await pageState(page);
    const trigger = changeBetween(before, after);
    before = after;
    // A "check here" right after a change checks the same state: it is checked once, by name.
    const next = recording.steps[index + 1];
    if (trigger && !(next && isCheckStep(next))) {
      await options.onState({ step: number, trigger, action: stepLabel(step) });
      before = await pageState(page);
    }
  }
}

function stepTimeout(step: Step, recording: Recording): number {
  const own = 'timeout' in step ? step.timeout : undefined;
  return own ?? recording.timeout ?? DEFAULT_STEP_TIMEOUT_MS;
}

function checkName(step: Step): string | undefined {
  if (step.type !== 'customStep') return undefined;
  const label = (step.parameters as { label?: unknown } | undefined)?.label;
  return typeof label === 'string' && label.trim() !== '' ? label.trim() : undefined;
}

/** The frame a step acts in: the page's, or the child frames its `frame` indexes lead to. */
function frameOf(page: Page, step: Step): Frame {
  let frame = page.mainFrame();
  const path = 'frame' in step && Array.isArray(step.frame) ? step.frame : [];
  for (const index of path) {
    const child = frame.childFrames()[index];
    if (!child) return frame;
    frame = child;
  }
  return frame;
}

async function runStep(
  page: Page,
  step: Step,
  number: number,
  timeoutMs: number,
  options: ReplayOptions,
): Promise<void> {
  const frame = frameOf(page, step);
  const element = async (selectors: readonly SelectorParts[]): Promise<Locator> => {
    const found = await findVisible(page, frame, selectors, timeoutMs, options.signal);
    if (found) return found;
    throw new FlowStepError(
      number,
      'element_not_found',
      `Step ${number} (${stepLabel(step)}): no visible element matches any of its selectors within ${Math.round(timeoutMs / 1000)} s.`,
    );
  };
  const navigation = expectedNavigation(page, frame, step, timeoutMs, number);
  // Handled from the start: it may time out while the action still waits for its element, before
  // anything awaits it, and an unhandled rejection ends the process (`await navigation` still throws).
  navigation?.catch(() => undefined);
  try {
    switch (step.type) {
      case 'setViewport':
        await page.setViewportSize({ width: step.width, height: step.height });
        break;
      case 'navigate':
        if (!sameSite(step.url, options.siteUrl)) {
          throw new FlowStepError(
            number,
            'left_site',
            `Step ${number} goes to ${step.url}, outside the site.`,
          );
        }
        await frame.goto(step.url, { waitUntil: 'load', timeout: timeoutMs }).catch((error: unknown) => {
          throw new FlowStepError(number, 'navigation_failed', `Step ${number} could not open ${step.url}.`, {
            cause: error,
          });
        });
        break;
      case 'click':
      case 'doubleClick': {
        const target = await element(step.selectors);
        await target.click({
          timeout: timeoutMs,
          position: { x: step.offsetX, y: step.offsetY },
          clickCount: step.type === 'doubleClick' ? 2 : 1,
          ...(step.button ? { button: mouseButton(step.button) } : {}),
          ...(step.duration ? { delay: step.duration } : {}),
        });
        break;
      }
      case 'hover':
        await (await element(step.selectors)).hover({ timeout: timeoutMs });
        break;
      case 'change': {
        const target = await element(step.selectors);
        const tag = await target.evaluate((node) => (node as unknown as { tagName: string }).tagName);
        if (tag === 'SELECT') await target.selectOption(step.value, { timeout: timeoutMs });
        else await target.fill(step.value, { timeout: timeoutMs });
        break;
      }
      case 'keyDown':
        await page.keyboard.down(step.key);
        await new Promise((resolve) => setTimeout(resolve, KEY_PAUSE_MS));
        break;
      case 'keyUp':
        await page.keyboard.up(step.key);
        await new Promise((resolve) => setTimeout(resolve, KEY_PAUSE_MS));
        break;
      case 'scroll':
        if (step.selectors) {
          await (await element(step.selectors)).evaluate(
            (node, to) => {
              const scrolled = node as unknown as { scrollLeft: number; scrollTop: number };
              scrolled.scrollLeft = to.x;
              scrolled.scrollTop = to.y;
            },
            { x: step.x ?? 0, y: step.y ?? 0 },
          );
        } else {
          await frame.evaluate(
            (to) => (globalThis as unknown as { scroll(x: number, y: number): void }).scroll(to.x, to.y),
            { x: step.x ?? 0, y: step.y ?? 0 },
          );
        }
        break;
      case 'waitForElement':
        await waitForElement(page, frame, step, timeoutMs, number);
        break;
      case 'waitForExpression':
        await frame
          .waitForFunction(step.expression, undefined, { timeout: timeoutMs })
          .catch((error: unknown) => {
            throw new FlowStepError(
              number,
              'wait_timed_out',
              `Step ${number}: the expression did not become true within ${Math.round(timeoutMs / 1000)} s.`,
              { cause: error },
            );
          });
        break;
      case 'emulateNetworkConditions': {
        const session = await page.context().newCDPSession(page);
        try {
          await session.send('Network.emulateNetworkConditions', {
            offline: !step.download && !step.upload,
            latency: step.latency,
            downloadThroughput: step.download,
            uploadThroughput: step.upload,
          });
        } finally {
          await session.detach().catch(() => undefined);
        }
        break;
      }
      case 'customStep':
        // Other tools' custom steps mean nothing to a browser on their own (the Recorder's replay skips them too).
        break;
      case 'close':
        break;
    }
  } catch (error) {
    if (error instanceof FlowStepError) throw error;
    throw new FlowStepError(
      number,
      'step_failed',
      `Step ${number} (${stepLabel(step)}) failed: ${firstLine(error)}`,
      {
        cause: error,
      },
    );
  }
  await navigation;
}

/** The navigation a step's `assertedEvents` say it causes, waited for from before the action. */
function expectedNavigation(
  page: Page,
  frame: Frame,
  step: Step,
  timeoutMs: number,
  number: number,
): Promise<void> | undefined {
  const events = 'assertedEvents' in step ? (step.assertedEvents ?? []) : [];
  if (step.type === 'navigate' || !events.some((event) => event.type === 'navigation')) return undefined;
  return frame
    .waitForNavigation({ timeout: timeoutMs, waitUntil: 'load' })
    .then(() => undefined)
    .catch((error: unknown) => {
      if (page.isClosed()) return;
      throw new FlowStepError(
        number,
        'navigation_failed',
        `Step ${number} (${stepLabel(step)}) should have opened another page, and did not within ${Math.round(timeoutMs / 1000)} s.`,
        { cause: error },
      );
    });
}

const COMPARE = {
  '==': (a: number, b: number) => a === b,
  '>=': (a: number, b: number) => a >= b,
  '<=': (a: number, b: number) => a <= b,
} as const;

/** The Recorder's waitForElement: as many elements as the operator and count say, all (in)visible, with the attributes and properties given. */
async function waitForElement(
  page: Page,
  frame: Frame,
  step: WaitForElementStep,
  timeoutMs: number,
  number: number,
): Promise<void> {
  const { count = 1, operator = '>=', visible = true } = step;
  const until = Date.now() + timeoutMs;
  for (;;) {
    const elements = await matchingElements(page, frame, step.selectors);
    if (COMPARE[operator](elements.length, count) && (await allMatch(elements, step, visible))) return;
    if (Date.now() >= until) {
      throw new FlowStepError(
        number,
        'wait_timed_out',
        `Step ${number} (${stepLabel(step)}): the elements it waits for did not appear within ${Math.round(timeoutMs / 1000)} s.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function allMatch(elements: Locator[], step: WaitForElementStep, visible: boolean): Promise<boolean> {
  for (const element of elements) {
    if ((await element.isVisible().catch(() => false)) !== visible) return false;
    const matches = await element
      .evaluate(
        (node, wanted) => {
          const target = node as unknown as { getAttribute(name: string): string | null } & Record<
            string,
            unknown
          >;
          for (const [name, value] of Object.entries(wanted.attributes ?? {})) {
            if (target.getAttribute(name) !== value) return false;
          }
          const deep = (want: unknown, have: unknown): boolean => {
            if (want === have) return true;
            if (typeof want !== 'object' || want === null || typeof have !== 'object' || have === null)
              return false;
            return Object.entries(want).every(([key, value]) =>
              deep(value, (have as Record<string, unknown>)[key]),
            );
          };
          return deep(wanted.properties ?? {}, target);
        },
        { attributes: step.attributes, properties: step.properties },
      )
      .catch(() => false);
    if (!matches) return false;
  }
  return true;
}

function mouseButton(button: string): 'left' | 'middle' | 'right' {
  if (button === 'auxiliary') return 'middle';
  if (button === 'secondary') return 'right';
  return 'left';
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}

/** What a step may change that is worth a check: the document, the address, dialogs, expanded controls, invalid fields, live messages. */
interface VisibleState {
  document: string;
  url: string;
  dialogs: number;
  expanded: number;
  invalid: number;
  messages: string;
}

/** Marks the document so that a new one is told apart from a changed one; reads the rest. */
async function pageState(page: Page): Promise<VisibleState | undefined> {
  return page
    .evaluate(() => {
      type Node = {
        getClientRects(): { length: number };
        getAttribute(name: string): string | null;
        textContent: string | null;
      };
      const win = globalThis as unknown as {
        __klarsichtFlowDocument?: string;
        location: { href: string };
        document: { querySelectorAll(selector: string): ArrayLike<Node> };
        getComputedStyle(node: Node): { visibility: string };
      };
      if (!win.__klarsichtFlowDocument) {
        Object.defineProperty(win, '__klarsichtFlowDocument', {
          value: `${Date.now()}-${Math.random()}`,
          enumerable: false,
        });
      }
      const shown = (node: Node) =>
        node.getClientRects().length > 0 && win.getComputedStyle(node).visibility !== 'hidden';
      const all = (selector: string) => Array.from(win.document.querySelectorAll(selector));
      return {
        document: win.__klarsichtFlowDocument!,
        url: win.location.href,
        dialogs: all('dialog[open], [role="dialog"], [role="alertdialog"], [aria-modal="true"]').filter(shown)
          .length,
        expanded: all('[aria-expanded="true"]').length,
        invalid: all('[aria-invalid="true"]').length,
        messages: all('[role="alert"], [role="status"], [aria-live]:not([aria-live="off"])')
          .filter(shown)
          .map((node) => (node.textContent ?? '').trim())
          .filter((text) => text !== '')
          .join('\n'),
      };
    })
    .catch(() => undefined);
}

function changeBetween(
  before: VisibleState | undefined,
  after: VisibleState | undefined,
): StateTrigger | undefined {
  if (!after) return undefined;
  if (!before || before.document !== after.document || before.url !== after.url) return 'navigation';
  if (after.dialogs > before.dialogs) return 'dialog';
  if (after.invalid > before.invalid) return 'error-message';
  if (after.messages !== '' && after.messages !== before.messages) return 'error-message';
  if (after.expanded > before.expanded) return 'expanded';
  return undefined;
}

/**
 * Puts the page's settle bookkeeping (page/app-settle.ts) back into its load phase before a step,
 * so that the timers and requests the step sets off count until they are done.
 */
async function beginSettling(page: Page): Promise<void> {
  await page
    .evaluate(() => {
      const state = (
        globalThis as unknown as {
          __klarsichtApp?: { loading: boolean; active: boolean; lastChange: number };
        }
      ).__klarsichtApp;
      if (!state) return;
      state.loading = true;
      state.active = false;
    })
    .catch(() => undefined);
}
