import { translateFinding } from '@klarsicht/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlPages, type RouteServer, startRouteServer } from '../../../test-support/route-server.js';
import type { Finding, PageReport } from '../../report/types.js';
import { createScanner, type Scanner } from '../../scan/scanner.js';

const RULE = 'klarsicht-click-without-keyboard';

function page(body: string): string {
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Bestellung – Teeladen</title></head><body><main><h1>Grüner Tee</h1>${body}</main></body></html>`;
}

const PAGES: Record<string, string> = {
  // The barrier three ways: an onclick attribute, addEventListener, a handler property.
  '/attribute.html': page(
    '<p>Sencha aus Shizuoka, 100 g.</p><div class="kaufen" onclick="document.title = \'bestellt\'">Jetzt bestellen</div>',
  ),
  '/listener.html': page(
    `<p>Sencha aus Shizuoka, 100 g.</p><span id="merken">Auf den Merkzettel</span>
     <script>document.getElementById('merken').addEventListener('mousedown', () => { document.title = 'gemerkt'; });</script>`,
  ),
  '/property.html': page(
    `<p>Sencha aus Shizuoka, 100 g.</p><img id="gross" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="Teedose" width="40" height="40">
     <script>document.getElementById('gross').onclick = () => { document.title = 'Bild groß'; };</script>`,
  ),
  // React keeps the handler in the element's props and listens at its root.
  '/react.html': page(
    `<div id="root"><div class="warenkorb">In den Warenkorb</div></div>
     <script>
       const root = document.getElementById('root');
       root['__reactContainer$x1y2'] = {};
       for (const type of ['click', 'keydown', 'keyup']) root.addEventListener(type, () => {});
       document.querySelector('.warenkorb')['__reactProps$x1y2'] = { className: 'warenkorb', onClick: () => {} };
     </script>`,
  ),
  // Nested: a clickable box inside a clickable box; the inner one is the control.
  '/nested.html': page(
    `<div id="aussen" onclick="void 0"><p>Sencha aus Shizuoka</p><div id="innen" onclick="void 0">Jetzt bestellen</div></div>`,
  ),
  '/clean.html': page(
    `<button type="button" onclick="void 0">Jetzt bestellen</button>
     <div role="button" tabindex="0" onclick="void 0" onkeydown="void 0">Auf den Merkzettel</div>
     <div id="werkzeuge"><button type="button">Kleiner</button><button type="button">Größer</button></div>
     <div class="karte" onclick="void 0"><h2>Sencha</h2><p>Mild und frisch.</p><a href="/sencha">Zum Sencha</a></div>
     <p><input type="checkbox" id="agb"> <span onclick="document.getElementById('agb').click()">Ich akzeptiere die AGB</span></p>
     <label onclick="void 0"><input type="checkbox"> Newsletter</label>
     <button type="button"><span onclick="void 0">Teilen</span></button>
     <div hidden onclick="void 0">Versteckt</div>
     <div onclick="">Für iOS klickbar gemacht</div>
     <div class="schleier" onclick="void 0" style="width: 100px; height: 100px"></div>
     <div id="entfernt">Nicht mehr klickbar</div>
     <div id="liste" onkeydown="void 0"><div onclick="void 0">Eintrag mit Tastenbedienung am Container</div></div>
     <p id="nur-dokument">Nur das Dokument hört zu.</p>
     <script>
       const handler = () => {};
       const removed = document.getElementById('entfernt');
       removed.addEventListener('click', handler);
       removed.removeEventListener('click', handler);
       document.addEventListener('click', () => {});
       document.body.addEventListener('click', () => {});
       document.getElementById('werkzeuge').addEventListener('click', () => {});
     </script>`,
  ),
};

let server: RouteServer;
let scanner: Scanner;
const reports = new Map<string, PageReport>();

beforeAll(async () => {
  server = await startRouteServer(htmlPages(PAGES));
  scanner = createScanner();
  const paths = Object.keys(PAGES);
  const report = await scanner.scanPages(
    paths.map((path) => `${server.origin}${path}`),
    { allowPrivateAddresses: true, respectRobotsTxt: false, profile: 'bfsg' },
  );
  paths.forEach((path, index) => {
    reports.set(path, report.pages[index]!);
  });
}, 180_000);

afterAll(async () => {
  await scanner?.close();
  await server?.close();
});

function violation(path: string): Finding | undefined {
  return reports.get(path)!.violations.find((finding) => finding.id === RULE);
}

describe('the check for elements only a mouse can use', () => {
  it('fails a <div onclick> "Jetzt bestellen" as a keyboard barrier under 2.1.1', () => {
    const found = violation('/attribute.html');
    expect(found).toMatchObject({
      impact: 'serious',
      wcag: [expect.objectContaining({ id: '2.1.1' })],
      en301549: ['9.2.1.1'],
      nodeCount: 1,
    });
    expect(found!.nodes[0]?.html).toContain('Jetzt bestellen');
    expect(translateFinding(found!, 'de').nodes[0]?.failureSummary).toContain(
      'lässt sich mit der Tastatur aber weder erreichen noch auslösen',
    );
  });

  it('finds handlers added by addEventListener, by handler property and in React’s props', () => {
    expect(violation('/listener.html')?.nodes.map((node) => node.selector)).toEqual(['#merken']);
    expect(violation('/listener.html')?.nodes[0]?.failureSummary).toContain('(mousedown)');
    expect(violation('/property.html')?.nodes.map((node) => node.selector)).toEqual(['#gross']);
    expect(violation('/react.html')?.nodes.map((node) => node.selector)).toEqual(['.warenkorb']);
  });

  it('names the innermost of nested clickable boxes', () => {
    expect(violation('/nested.html')?.nodes.map((node) => node.selector)).toEqual(['#innen']);
  });

  it('passes controls the keyboard reaches and leaves delegation, cards, labels and hidden boxes alone', () => {
    const report = reports.get('/clean.html')!;
    expect(violation('/clean.html')).toBeUndefined();
    expect(report.passes.some((finding) => finding.id === RULE)).toBe(true);
  });
});
