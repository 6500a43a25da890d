import type { KeyboardFacts, WayOut } from '@klarsicht/rules';
import type { CDPSession, Page } from 'playwright-core';
import {
  advisedKeys,
  describeKeys,
  type FocusLogWait,
  type FocusStep,
  focusByKey,
  readFocusLog,
  startFocusLog,
  stopFocusLog,
} from './focus-log.js';

/** Pages with more elements to Tab through are not walked: the walk would cost too much time. */
export const MAX_REACHABLE = 400;
/** Time a careful walk (with pauses for scripts that move focus later) may take on one page. */
export const CAREFUL_WALK_BUDGET_MS = 8_000;
/**
 * How long scripts get to move focus after a key press in the careful walk: 100 ms, and longer
 * while the timers and frames the page queued are still due (a busy machine runs them late: timers
 * up to 1 s, frames up to 2 s).
 */
const CAREFUL_WAIT: FocusLogWait = { minMs: 100, maxMs: 1_000, framesMs: 2_000, uncountedMs: 100 };
/**
 * How long scripts get after the quick pass's last press: until the timers and idle callbacks the
 * page queued during the walk have run, at most 50 ms, and its animation frames, however late the
 * browser draws them (at most 2 s); a page whose scripts queue nothing waits for two message tasks.
 * Moves after earlier presses show in the log anyway.
 */
const QUICK_WAIT: FocusLogWait = { minMs: 0, maxMs: 50, framesMs: 2_000, uncountedMs: 15 };
/** Presses a cross-origin frame may take before the walk counts it as stuck. */
const MAX_FRAME_PRESSES = 60;

/**
 * Walks the page with real key presses, as a keyboard user would; a page on which nothing can keep
 * focus (see `FocusLogStart.scripted`) is not walked. A quick pass presses Tab once per reachable
 * element (plus two) and reads afterwards where focus went; if focus ran through elements, each
 * once, to the end of the page, started over in the same order and rests where the last press put
 * it, nothing traps it (a script that moved focus while the page was not listening shows only
 * there). Otherwise a careful walk presses Tab one key at a time with a pause, and where focus
 * comes back to an element it already left without reaching the end, tries Shift+Tab and Escape.
 */
export async function gatherKeyboard(
  page: Page,
  signal: AbortSignal,
  cdp: () => Promise<CDPSession>,
): Promise<KeyboardFacts> {
  const { reachable, started } = await page.evaluate(startFocusLog, { onlyIfScripted: true });
  if (!started) return { reachable, traps: [], unscripted: true };
  try {
    if (reachable === 0) return { reachable, traps: [] };
    if (reachable > MAX_REACHABLE) {
      return { reachable, traps: [], notChecked: { reason: 'too-many-elements', limit: MAX_REACHABLE } };
    }
    const presses = reachable + 2;
    await pressTabs(await cdp(), presses, signal);
    const quick = await page.evaluate(readFocusLog, QUICK_WAIT);
    if (walkedCleanly(quick.moves, presses) && quick.now === quick.moves.at(-1))
      return { reachable, traps: [] };
    const restless = await untilFocusRests(page, signal);
    if (restless.length > 0) {
      const elements = await page.evaluate(describeKeys, restless);
      return { reachable, traps: [{ elements, leftBy: null, restless: true }] };
    }
    await page.evaluate(stopFocusLog);
    await page.evaluate(startFocusLog, { onlyIfScripted: false });
    return { reachable, ...(await carefulWalk(page, reachable, signal)) };
  } finally {
    await page.evaluate(stopFocusLog).catch(() => undefined);
  }
}

/**
 * Focus went through elements, each once, then left the page's elements (the end of the tab order)
 * and started over in the same order: nothing kept it anywhere. Key events are not trusted for
 * this: Chromium may drop the keyup of a press that moves focus into or out of the page. Past the
 * end, the browser may take focus from the page and give it back to the first element (a window
 * blur and focus, two moves more); focus coming back anywhere else, or any other count of moves
 * than one per press, is not clean.
 */
function walkedCleanly(moves: readonly FocusStep[], presses: number): boolean {
  // One move per press, and the browser's blur and focus come in pairs.
  if (moves.length < presses || (moves.length - presses) % 2 !== 0) return false;
  const end = moves.indexOf('body');
  if (end < 1) return false;
  const round = moves.slice(0, end);
  if (new Set(round).size !== round.length) return false;
  for (let index = end + 1; index < moves.length; index++) {
    const previous = moves[index - 1]!;
    const move = moves[index]!;
    if (move === 'body') continue;
    const expected = previous === 'body' ? round[0] : round[round.indexOf(previous) + 1];
    if (move !== expected) return false;
  }
  return true;
}

/** Reads of the focus log (each after CAREFUL_WAIT) that focus may keep moving in before it counts as restless. */
const RESTLESS_READS = 8;
/**
 * The same, where the careful walk came back to an element: two reads are enough there, because
 * only focus that is still moving is asked about, and more would cost seconds on every trap.
 */
const RESTLESS_READS_IN_WALK = 2;

/**
 * Waits until no script moves focus any more. Scripts that put focus back where it was when an
 * element loses it can hand focus to each other for ever once keys came faster than their timers.
 * Returns the elements focus still moved between after `reads` reads (none: it came to rest):
 * focus that moves by itself cannot be moved away by keyboard either.
 */
async function untilFocusRests(page: Page, signal: AbortSignal, reads = RESTLESS_READS): Promise<number[]> {
  const moved = new Set<number>();
  for (let read = 0; read < reads && !signal.aborted; read++) {
    const { moves } = await page.evaluate(readFocusLog, CAREFUL_WAIT);
    const elements = moves.filter((move): move is number => move !== 'body');
    if (elements.length === 0) return [];
    for (const element of elements) moved.add(element);
  }
  return signal.aborted ? [] : [...moved];
}

async function carefulWalk(
  page: Page,
  reachable: number,
  signal: AbortSignal,
): Promise<Omit<KeyboardFacts, 'reachable'>> {
  const started = Date.now();
  const order: number[] = [];
  const seenAt = new Map<number, number>();
  let framePresses = 0;
  while (!signal.aborted && Date.now() - started < CAREFUL_WALK_BUDGET_MS && order.length <= reachable + 2) {
    const { now, inFrame } = await press(page, 'Tab');
    if (now === 'body') return { traps: [] };
    if (inFrame && order.at(-1) === now && ++framePresses < MAX_FRAME_PRESSES) continue;
    framePresses = 0;
    const first = seenAt.get(now);
    if (first !== undefined) {
      // Keys may have set scripts handing focus to each other again (the quick pass's fast presses
      // can stop them): then a single read shows either element, and neither is the way out.
      const restless = await untilFocusRests(page, signal, RESTLESS_READS_IN_WALK);
      if (restless.length > 0) {
        const elements = await page.evaluate(describeKeys, restless);
        return { traps: [{ elements, leftBy: null, restless: true }] };
      }
      const cycle = order.slice(first);
      const leftBy = await tryToLeave(page, cycle);
      const elements = await page.evaluate(describeKeys, cycle);
      return { traps: [{ elements, leftBy }] };
    }
    seenAt.set(now, order.length);
    order.push(now);
  }
  return { traps: [], notChecked: { reason: 'time-budget', limit: CAREFUL_WALK_BUDGET_MS / 1000 } };
}

/**
 * Whether focus gets out of the cycle's elements by Shift+Tab, by Escape (then Tab), or by a key
 * combination the page tells users about (then Tab).
 */
async function tryToLeave(page: Page, cycle: readonly number[]): Promise<WayOut | null> {
  const inCycle = (step: FocusStep) => step !== 'body' && cycle.includes(step);
  // Out means out to stay: focus that a script brought back into the cycle after the key took it
  // out, while the read waited, did not leave (a user meets the same script).
  const left = ({ moves, now }: { moves: FocusStep[]; now: FocusStep }) => {
    if (inCycle(now)) return false;
    const out = moves.findIndex((step) => !inCycle(step));
    return !moves.slice(Math.max(out, 0)).some(inCycle);
  };
  await page.evaluate(focusByKey, cycle[0]!);
  for (let attempt = 0; attempt < cycle.length + 2; attempt++) {
    if (left(await press(page, 'Shift+Tab'))) return 'shift-tab';
  }
  await page.evaluate(focusByKey, cycle[0]!);
  if (left(await press(page, 'Escape'))) return 'escape';
  if (left(await press(page, 'Tab'))) return 'escape';
  for (const keys of await page.evaluate(advisedKeys)) {
    await page.evaluate(focusByKey, cycle[0]!);
    if (left(await press(page, keys))) return 'advised-key';
    if (left(await press(page, 'Tab'))) return 'advised-key';
  }
  return null;
}

async function press(page: Page, key: string) {
  await page.keyboard.press(key);
  return page.evaluate(readFocusLog, CAREFUL_WAIT);
}

/** The Tab key as Chromium's input pipeline takes it (what Playwright's keyboard sends for "Tab"). */
const TAB = { key: 'Tab', code: 'Tab', windowsVirtualKeyCode: 9, nativeVirtualKeyCode: 9 };
/** Presses sent to the browser at once: input events keep their order, round trips overlap. */
const PRESSES_PER_BATCH = 50;

/**
 * Presses Tab `count` times. The key events go straight to Chromium's input domain in batches, not
 * awaited one by one: the browser handles input in order, and a page of 100 links then takes one
 * round trip per batch instead of two per press.
 */
async function pressTabs(session: CDPSession, count: number, signal: AbortSignal): Promise<void> {
  for (let sent = 0; sent < count && !signal.aborted; sent += PRESSES_PER_BATCH) {
    const batch = Math.min(PRESSES_PER_BATCH, count - sent);
    await Promise.all(
      Array.from({ length: batch }, () => [
        session.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...TAB }),
        session.send('Input.dispatchKeyEvent', { type: 'keyUp', ...TAB }),
      ]).flat(),
    );
  }
}
