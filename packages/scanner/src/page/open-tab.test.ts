import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killRenderers } from '../../test-support/kill-renderers.js';
import { launchChromium } from '../browser/chromium.js';
import { openTab, TabOpenError } from './open-tab.js';

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchChromium();
  context = await browser.newContext();
});

afterAll(async () => {
  await browser?.close();
});

describe('opening a tab', () => {
  // Killing every renderer takes Chromium's spare one with it; the next tab is often handed that dead
  // spare, and Playwright's newPage then waits without end.
  it('opens a working tab right after the browser lost its renderers, again and again', async () => {
    for (let round = 0; round < 4; round++) {
      const before = await openTab(context);
      await before.setContent('<h1>before</h1>');
      expect(killRenderers()).toBeGreaterThan(0);
      const after = await openTab(context, { deadline: Date.now() + 60_000 });
      await after.setContent('<h1>after</h1>');
      expect(await after.textContent('h1')).toBe('after');
      await Promise.all([before.close(), after.close()]);
    }
  });

  it('gives up at once when the scan stops, and when the browser is gone', async () => {
    await expect(openTab(context, { signal: AbortSignal.abort() })).rejects.toBeInstanceOf(TabOpenError);
    await expect(openTab(context, { deadline: Date.now() - 1 })).rejects.toBeInstanceOf(TabOpenError);
    const other = await launchChromium();
    const orphan = await other.newContext();
    await other.close();
    await expect(openTab(orphan)).rejects.toThrow(/closed/i);
  });
});
