import type { Frame, Locator, Page } from 'playwright-core';
import { selectorKind } from './recording.js';

/** One selector of a step: a string, or parts each looked for inside the shadow root (or element) of the one before. */
export type SelectorParts = string | readonly string[];

/** `aria/Name[role="button"]` as the Recorder writes it: the accessible name, and a role if it names one. */
export function parseAriaSelector(value: string): { name: string; role?: string } {
  const match = /^(.*?)\[role="([^"]+)"\]$/.exec(value);
  if (!match) return { name: value };
  return { name: match[1]!, role: match[2]! };
}

/** `text/…` finds an element whose text contains the words as written (case counts, as in Puppeteer). */
function textPattern(value: string): RegExp {
  return new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

type Scope = Frame | Locator;

/**
 * The Playwright locator of one selector part within `scope`. CSS and `pierce/` go through
 * Playwright's CSS engine, which looks inside open shadow roots as `pierce/` asks (and, unlike
 * Puppeteer, for plain CSS too: a recorded CSS selector then may find an element inside a shadow
 * root that Chrome would not, which only adds a match later than the recorded one). An ARIA part
 * without a role has no Playwright counterpart: it is answered by the accessibility tree (see
 * `markByAccessibleName`), so this returns undefined for it.
 */
function partLocator(scope: Scope, part: string): Locator | undefined {
  const { kind, value } = selectorKind(part);
  switch (kind) {
    case 'css':
    case 'pierce':
      return scope.locator(value);
    case 'xpath':
      return scope.locator(`xpath=${value}`);
    case 'text':
      return scope.getByText(textPattern(value));
    case 'aria': {
      const { name, role } = parseAriaSelector(value);
      if (!role) return undefined;
      return scope.getByRole(role as Parameters<Frame['getByRole']>[0], { name, exact: true });
    }
  }
}

/** The attribute that names the element an ARIA query found, for as long as one action takes. */
export const FOUND_ATTRIBUTE = 'data-klarsicht-flow-target';
let marks = 0;

/**
 * Finds the element a role-less ARIA selector names through Chromium's accessibility tree (what
 * Puppeteer's ARIA handler asks too) and marks it, so that Playwright can act on it; the mark is
 * taken away after the step (`unmark`). Only the main frame's document is asked: a child frame's
 * accessibility tree cannot be queried from the page's session.
 */
async function markByAccessibleName(page: Page, frame: Frame, name: string): Promise<Locator | undefined> {
  if (frame !== page.mainFrame()) return undefined;
  const session = await page.context().newCDPSession(page);
  try {
    const { root } = await session.send('DOM.getDocument', { depth: 0 });
    const { nodes } = await session.send('Accessibility.queryAXTree', {
      nodeId: root.nodeId,
      accessibleName: name,
    });
    const found = nodes.find(
      (node) =>
        !node.ignored &&
        node.backendDOMNodeId !== undefined &&
        !['StaticText', 'InlineTextBox'].includes(String(node.role?.value)),
    );
    if (found?.backendDOMNodeId === undefined) return undefined;
    const { object } = await session.send('DOM.resolveNode', { backendNodeId: found.backendDOMNodeId });
    if (!object.objectId) return undefined;
    const token = `m${++marks}`;
    await session.send('Runtime.callFunctionOn', {
      objectId: object.objectId,
      functionDeclaration: `function (name, token) { if (this.setAttribute) this.setAttribute(name, token); }`,
      arguments: [{ value: FOUND_ATTRIBUTE }, { value: token }],
    });
    return frame.locator(`[${FOUND_ATTRIBUTE}="${token}"]`);
  } catch {
    return undefined;
  } finally {
    await session.detach().catch(() => undefined);
  }
}

/** Takes the marks of role-less ARIA queries away again. */
export async function unmark(frame: Frame): Promise<void> {
  await frame
    .evaluate((name) => {
      type Marked = { removeAttribute(attribute: string): void };
      const doc = (globalThis as unknown as { document: { querySelectorAll(s: string): ArrayLike<Marked> } })
        .document;
      for (const element of Array.from(doc.querySelectorAll(`[${name}]`))) element.removeAttribute(name);
    }, FOUND_ATTRIBUTE)
    .catch(() => undefined);
}

/** The locator of a whole selector (its parts chained), or undefined when a part cannot be asked here. */
export async function selectorLocator(
  page: Page,
  frame: Frame,
  selector: SelectorParts,
): Promise<Locator | undefined> {
  const parts = typeof selector === 'string' ? [selector] : selector;
  let scope: Scope = frame;
  for (const [index, part] of parts.entries()) {
    const { kind, value } = selectorKind(part);
    let next = partLocator(scope, part);
    if (!next && kind === 'aria' && index === 0) next = await markByAccessibleName(page, frame, value);
    if (!next) return undefined;
    scope = next;
  }
  return scope as Locator;
}

const POLL_MS = 100;

/**
 * Waits for the first of a step's selectors to find a visible element and gives its locator (the
 * first element it matches), as the Recorder's replay races a step's selectors. Undefined once
 * `timeoutMs` passed without any.
 */
export async function findVisible(
  page: Page,
  frame: Frame,
  selectors: readonly SelectorParts[],
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<Locator | undefined> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    for (const selector of selectors) {
      const locator = await selectorLocator(page, frame, selector);
      const first = locator?.first();
      if (first && (await first.isVisible().catch(() => false))) return first;
    }
    if (Date.now() >= until || signal?.aborted) return undefined;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** All elements the first selector that matches any finds (as the Recorder's waitForElement counts them). */
export async function matchingElements(
  page: Page,
  frame: Frame,
  selectors: readonly SelectorParts[],
): Promise<Locator[]> {
  for (const selector of selectors) {
    const locator = await selectorLocator(page, frame, selector);
    if (!locator) continue;
    const all = await locator.all().catch(() => []);
    if (all.length > 0) return all;
  }
  return [];
}
