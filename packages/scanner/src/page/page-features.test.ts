import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RouteServer, startRouteServer } from '../../test-support/route-server.js';
import { createScanner, type Scanner } from '../scan/scanner.js';

const page = (body: string) => (_: unknown, response: import('node:http').ServerResponse) =>
  response
    .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    .end(
      `<!doctype html><html lang="de"><head><title>Seite</title></head><body><main>${body}</main></body></html>`,
    );

let server: RouteServer;
let scanner: Scanner;

beforeAll(async () => {
  server = await startRouteServer({
    '/anmelden': page(`
      <form><label>E-Mail <input type="email"></label><label>Passwort <input type="password"></label>
      <button>Anmelden</button></form>
      <table><tr><th>Tarif</th><td>Basis</td></tr></table>
      <template><video src="/film.mp4"></video></template>
      <div hidden><input type="text" aria-label="versteckt"></div>`),
    '/film': page(`
      <style>@keyframes spin { to { transform: rotate(360deg) } } .spinner { animation: spin 1s infinite linear; width: 20px; height: 20px; }</style>
      <div class="spinner"></div>
      <video controls width="320" height="180"></video>
      <button aria-expanded="false">Menü</button>
      <div draggable="true">Ziehen</div>`),
    '/text': page('<h1>Nur Text</h1><p>Ein Absatz.</p><meta http-equiv="refresh" content="600">'),
  });
  scanner = createScanner();
});

afterAll(async () => {
  await scanner?.close();
  await server?.close();
});

describe('page features', () => {
  it('records what each page contains that a person can meet, for choosing pages to test by hand', async () => {
    const report = await scanner.scanPages(
      ['/anmelden', '/film', '/text'].map((path) => `${server.origin}${path}`),
      { allowPrivateAddresses: true, profile: 'bfsg' },
    );
    const features = Object.fromEntries(
      report.pages.map((scanned) => [new URL(scanned.url).pathname, scanned.features]),
    );
    // The video in a template and the hidden field do not count.
    expect(features['/anmelden']).toEqual(['forms', 'sign-in', 'tables']);
    expect(features['/film']).toEqual(['media', 'motion', 'widgets', 'dragging']);
    expect(features['/text']).toEqual(['timing']);
  });
});
