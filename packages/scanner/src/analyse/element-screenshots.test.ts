import { describe, expect, it } from 'vitest';
import { useFixtureScanner } from '../../test-support/fixture-scanner.js';
import type { Finding, PageReport, ScanOptions } from '../report/types.js';
import { SHOT_TIMEOUT_MS, topDocumentPath } from './element-screenshots.js';

const fixture = useFixtureScanner();

async function scanPage(path: string, options: ScanOptions): Promise<PageReport> {
  const report = await fixture.scanner.scanPages([fixture.site.url(path)], {
    allowPrivateAddresses: true,
    concurrency: 1,
    profile: 'wcag21aa',
    ...options,
  });
  const page = report.pages[0]!;
  expect(page.error).toBeUndefined();
  return page;
}

const rule = (page: PageReport, id: string): Finding => {
  const finding = page.violations.find((candidate) => candidate.id === id);
  expect(finding, `${id} among the violations`).toBeDefined();
  return finding!;
};
const nodeBySource = (finding: Finding, source: string) => {
  const node = finding.nodes.find((candidate) => candidate.html.includes(`src="${source}"`));
  expect(node, `the node of ${source}`).toBeDefined();
  return node!;
};
const screenshotCount = (findings: Finding[]) =>
  findings.flatMap((finding) => finding.nodes).filter((node) => node.screenshot).length;

/** Width and height from a JPEG's first start-of-frame marker. */
function jpegSize(data: Uint8Array): { width: number; height: number } {
  for (let offset = 2; offset + 9 < data.length; ) {
    if (data[offset] !== 0xff) throw new Error(`no JPEG marker at ${offset}`);
    const marker = data[offset + 1]!;
    const length = (data[offset + 2]! << 8) | data[offset + 3]!;
    if (marker >= 0xc0 && marker <= 0xc3) {
      return {
        height: (data[offset + 5]! << 8) | data[offset + 6]!,
        width: (data[offset + 7]! << 8) | data[offset + 8]!,
      };
    }
    offset += 2 + length;
  }
  throw new Error('no JPEG frame header');
}

describe('element screenshots', () => {
  it('pictures an image without alt text as a JPEG of its surroundings', async () => {
    const page = await scanPage('/violations.html', { screenshots: { maxPerRule: 3, maxPerPage: 20 } });
    const shot = rule(page, 'image-alt').nodes[0]?.screenshot;
    expect(shot?.mime).toBe('image/jpeg');
    const data = shot!.data;
    expect([data[0], data[1]]).toEqual([0xff, 0xd8]);
    expect([data.at(-2), data.at(-1)]).toEqual([0xff, 0xd9]);
    expect(data.length).toBeGreaterThan(1_000);
    expect(data.length).toBeLessThan(300_000);
    const size = jpegSize(data);
    expect(size.width).toBeGreaterThan(100);
    expect(size.width).toBeLessThanOrEqual(1000);
    expect(size.height).toBeGreaterThan(50);
    expect(size.height).toBeLessThanOrEqual(600);
  });

  it('leaves out elements that cannot be seen and reaches those below the fold', async () => {
    const page = await scanPage('/screenshots.html', { screenshots: { maxPerRule: 10, maxPerPage: 20 } });
    const imageAlt = rule(page, 'image-alt');
    for (const hidden of ['/shot-transparent.png', '/shot-off-screen.png', '/shot-no-size.png']) {
      expect(nodeBySource(imageAlt, hidden).screenshot, hidden).toBeUndefined();
    }
    for (const visible of ['/shot-1.png', '/shot-2.png', '/shot-3.png', '/shot-far.png']) {
      expect(nodeBySource(imageAlt, visible).screenshot?.data[0], visible).toBe(0xff);
    }
    // Inside an open shadow root as well.
    const buttonName = rule(page, 'button-name');
    expect(buttonName.nodes[0]?.selector).toContain(' >>> ');
    expect(buttonName.nodes[0]?.screenshot?.mime).toBe('image/jpeg');
  });

  it('takes the first visible nodes of each rule up to its cap, and no more than the page cap', async () => {
    const perRule = await scanPage('/screenshots.html', { screenshots: { maxPerRule: 2, maxPerPage: 20 } });
    const imageAlt = rule(perRule, 'image-alt');
    expect(screenshotCount([imageAlt])).toBe(2);
    expect(nodeBySource(imageAlt, '/shot-1.png').screenshot).toBeDefined();
    expect(nodeBySource(imageAlt, '/shot-2.png').screenshot).toBeDefined();
    expect(nodeBySource(imageAlt, '/shot-3.png').screenshot).toBeUndefined();

    const perPage = await scanPage('/screenshots.html', { screenshots: { maxPerRule: 10, maxPerPage: 3 } });
    expect(screenshotCount(perPage.violations)).toBe(3);
  });

  it('stops at the scan cap, across pages', async () => {
    const report = await fixture.scanner.scanPages(
      [fixture.site.url('/screenshots.html'), fixture.site.url('/violations.html')],
      {
        allowPrivateAddresses: true,
        concurrency: 2,
        profile: 'wcag21aa',
        screenshots: { maxPerRule: 10, maxPerPage: 20, maxPerScan: 4 },
      },
    );
    expect(report.pages.every((page) => !page.error && page.violations.length > 0)).toBe(true);
    expect(screenshotCount(report.pages.flatMap((page) => page.violations))).toBe(4);
  });

  it('gives up on a page that stops answering, without failing it', async () => {
    // Without pictures nothing scrolls, so the page never stalls: the same page's cost on this machine now.
    const unstalled = await scanPage('/stalls-on-scroll.html', {});
    const page = await scanPage('/stalls-on-scroll.html', { screenshots: { maxPerRule: 3, maxPerPage: 20 } });
    expect(rule(page, 'image-alt').nodes[0]?.screenshot).toBeUndefined();
    // The pictures left out are named on the page; the unstalled page names nothing.
    expect(page.notChecked).toContainEqual({ check: 'screenshots', reason: 'page-stalled' });
    expect((unstalled.notChecked ?? []).map((entry) => entry.check)).not.toContain('screenshots');
    // One shot's time box and a moment for the box's removal on top; far short of the 20 s stall.
    expect(page.durationMs - unstalled.durationMs).toBeLessThan(SHOT_TIMEOUT_MS + 8_000);
  });

  it('takes none when not asked to', async () => {
    const page = await scanPage('/violations.html', {});
    expect(page.violations.length).toBeGreaterThan(0);
    expect(screenshotCount(page.violations)).toBe(0);
  });

  it('skips nodes inside iframes', async () => {
    const page = await scanPage('/iframe.html', { screenshots: { maxPerRule: 3, maxPerPage: 20 } });
    const framed = rule(page, 'image-alt');
    expect(framed.nodes[0]?.selector).toBe('iframe >>> img');
    expect(framed.nodes[0]?.screenshot).toBeUndefined();
    expect(topDocumentPath(['iframe', 'img'])).toBeUndefined();
    expect(topDocumentPath([['fancy-widget', 'button']])).toEqual(['fancy-widget', 'button']);
  });
});
