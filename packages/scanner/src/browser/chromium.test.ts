import { describe, expect, it } from 'vitest';
import { launchChromium } from './chromium.js';

describe('the scan browser', () => {
  it('leaves SIGINT and SIGTERM to the process that launched it, and stays up until it is closed', async () => {
    const before = { int: process.listenerCount('SIGINT'), term: process.listenerCount('SIGTERM') };
    const browser = await launchChromium();
    try {
      // A listener of Playwright's would close the browser at the signal, before a stopping worker
      // has taken its scans back: their pages would fail as "unreachable" and be stored as checked.
      expect({ int: process.listenerCount('SIGINT'), term: process.listenerCount('SIGTERM') }).toEqual(
        before,
      );
      const page = await browser.newPage();
      expect(await page.evaluate(() => 1 + 1)).toBe(2);
    } finally {
      await browser.close();
    }
  });
});
