/// <reference lib="dom" />
import { expect, presetPreferences, test } from './support/test.js';

// Unknown paths are missing pages to browsers, crawlers and link checkers alike: status 404 with
// the app's 404 screen. The app's own pages, also deep ones, load with 200.

for (const [locale, heading] of [
  ['de', 'Seite nicht gefunden'],
  ['en', 'Page not found'],
] as const) {
  test(`an unknown path answers 404 and shows the 404 screen (${locale})`, async ({ page }) => {
    await presetPreferences(page, { locale });
    for (const path of ['/no/such/page', '/runs/42', '/index.html']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
  });
}

// Asked for as a browser asks for a page, but not loaded in one: the guarded pages send a signed-out
// browser on to the sign-in, and that navigation would abort the next page.goto.
test('the app pages answer 200, a scan page too', async ({ request }) => {
  for (const path of ['/', '/runs', '/run/0b6c0f9e-1f7c-4c55-9f1c-6d0a9c1f0c11', '/impressum', '/setup']) {
    const response = await request.get(path, { headers: { accept: 'text/html' } });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toContain('text/html');
  }
});

test('API paths keep their problem+json 404', async ({ request }) => {
  const response = await request.get('/api/no-such-thing');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toMatch(/^application\/problem\+json/);
  expect((await response.json()).code).toBe('not_found');
});
