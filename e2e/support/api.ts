import { expect, type Page } from '@playwright/test';
import { accessToken } from './auth.js';

/** Test data set up through the API as the page's signed-in user, faster than through the UI. */

export async function authHeaders(page: Page): Promise<{ authorization: string }> {
  return { authorization: `Bearer ${await accessToken(page)}` };
}

/** Registers a website on the user's plan, as the profile's "add" form does. */
export async function addSiteToPlan(page: Page, url: string): Promise<void> {
  const added = await page.request.post('/api/billing/urls', {
    headers: await authHeaders(page),
    data: { url },
  });
  expect(added.status(), await added.text()).toBe(200);
}

/** Starts a site scan and waits until it has succeeded; returns the scan's id. */
export async function finishedSiteScan(
  page: Page,
  url: string,
  { timeout = 60_000 }: { timeout?: number } = {},
): Promise<string> {
  const headers = await authHeaders(page);
  const started = await page.request.post('/api/scans', { headers, data: { url, scope: 'site' } });
  expect(started.status(), await started.text()).toBe(202);
  const { id } = (await started.json()) as { id: string };
  await expect
    .poll(
      async () => {
        const scan = await page.request.get(`/api/scans/${id}`, { headers });
        return ((await scan.json()) as { status: string }).status;
      },
      { message: 'the site scan finishes', timeout, intervals: [500, 1000] },
    )
    .toBe('succeeded');
  return id;
}
