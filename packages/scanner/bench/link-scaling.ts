import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ProfileId } from '../src/report/types.js';
import type { BrowserSource, Unmeasured } from './bench-tabs.js';
import { measureCheckCosts } from './check-costs.js';
import { PAGE_SCRIPT } from './corpus.js';

/** Link counts a page is measured with: what a page's analysis costs must grow at most linearly. */
export const LINK_COUNTS = [50, 200, 800] as const;

/**
 * A page of `links` links in its navigation, a short article, a form, an image without alt text and
 * a script of its own that listens for a key (so that the keyboard walk, which a page whose scripts
 * touch neither focus nor keys is spared, is measured).
 */
export function linkPage(links: number, variant: number): string {
  const items = Array.from(
    { length: links },
    (_, index) => `<li><a href="/page-${(index + variant) % links}.html">Seite ${index + 1}</a></li>`,
  ).join('');
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${links} Links (${variant})</title></head>
<body><header><nav aria-label="Seiten"><ul>${items}</ul></nav></header>
<main><h1>${links} Links</h1><p>Ein kurzer Text über Barrierefreiheit, damit die Seite Inhalt hat.</p>
<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="40" height="40">
<form><label>Name <input name="name"></label><input name="mail" placeholder="E-Mail"><button>Senden</button></form>
</main>${PAGE_SCRIPT}</body></html>`;
}

/**
 * What each part of a page's analysis costs with 50, 200 and 800 links (median of `repeats` pages
 * per count, one reused tab), in ms by part, as measureCheckCosts gives them.
 */
export async function measureLinkScaling(
  browser: BrowserSource,
  profile: ProfileId,
  unmeasured: Unmeasured[],
  repeats = 3,
): Promise<Record<number, Record<string, number>>> {
  const server = createServer((request, response) => {
    const match = /^\/links-(\d+)-(\d+)\.html$/.exec(request.url ?? '');
    if (!match) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(linkPage(Number(match[1]), Number(match[2])));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const costs: Record<number, Record<string, number>> = {};
    for (const links of LINK_COUNTS) {
      const urls = Array.from(
        { length: repeats },
        (_, variant) => `${origin}/links-${links}-${variant}.html`,
      );
      costs[links] = await measureCheckCosts(browser, urls, profile, unmeasured);
    }
    return costs;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

/** The costs' total per page, every part summed. */
export const totalMs = (costs: Record<string, number>) =>
  Object.values(costs).reduce((sum, ms) => sum + ms, 0);
