import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
// The service's own key, so the CLI's keys are checked against it, not against a copy of it.
import { issueKeyOf as serviceIssueKey } from '../../../../apps/server/src/scans/records/issue-key.js';
import { finding, page } from '../../test-support/sample-report.js';
import { IssueCollector, issueKeyOf, pagePlace } from './issues.js';

const NODES = [
  { selector: '.hero > img', html: '<img src="/img/hero.jpg" class="hero-image">' },
  { selector: 'footer img:nth-child(2)', html: '<img src="/badges/tuev.png">' },
  { selector: '#css-1x2y3z > button', html: '<button class="btn css-8f7e6d primary">Weiter 2</button>' },
  { selector: 'iframe >>> .inner a', html: '<a href="/x" data-v-12ab>Mehr</a>' },
];

describe('issueKeyOf', () => {
  it('is the key the Klarsicht service gives the issue', () => {
    for (const node of NODES) {
      expect(issueKeyOf('image-alt', node)).toBe(serviceIssueKey('image-alt', node));
      expect(issueKeyOf('image-alt', node)).toMatch(/^[0-9a-f]{64}$/);
    }
    // A finding about the whole page is keyed by its rule alone.
    const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
    expect(issueKeyOf('bfsg-statement', { selector: '', html: '' })).toBe(sha256('bfsg-statement'));
    expect(serviceIssueKey('bfsg-statement', { selector: '', html: '' })).toBe(sha256('bfsg-statement'));
  });

  it('keeps an element through a class reorder and a new sibling, not through another rule or element', () => {
    const key = issueKeyOf('image-alt', {
      selector: '.hero > img:nth-child(1)',
      html: '<img class="a b" src="x">',
    });
    expect(
      issueKeyOf('image-alt', { selector: '.hero > img:nth-child(3)', html: '<img src="x" class="b a">' }),
    ).toBe(key);
    expect(
      issueKeyOf('role-img-alt', { selector: '.hero > img', html: '<img class="a b" src="x">' }),
    ).not.toBe(key);
    expect(issueKeyOf('image-alt', { selector: '.hero > img', html: '<img class="a b" src="y">' })).not.toBe(
      key,
    );
  });
});

describe('IssueCollector', () => {
  const imageAlt = (
    nodes: { selector: string; html: string }[],
    impact: 'critical' | 'minor' | null = 'critical',
  ) => finding({ id: 'image-alt', impact, help: 'Images must have alternative text', nodes });
  const logo = { selector: '#logo', html: '<img id="logo" src="/logo.svg">' };
  const badge = { selector: 'footer img', html: '<img src="/badge.png">' };

  it('keeps one issue per rule and element over all pages, on the first page in the order given', () => {
    const collector = new IssueCollector(['https://a.example/b', 'https://a.example/a']);
    collector.add(page({ url: 'https://a.example/a', violations: [imageAlt([logo])] }));
    collector.add(page({ url: 'https://a.example/b', violations: [imageAlt([logo, badge], 'minor')] }));
    const issues = collector.issues();
    expect(issues).toHaveLength(2);
    expect(issues.map((issue) => issue.key)).toEqual([...issues.map((issue) => issue.key)].sort());
    const logoIssue = issues.find((issue) => issue.selector === '#logo');
    expect(logoIssue).toEqual({
      key: issueKeyOf('image-alt', logo),
      ruleId: 'image-alt',
      impact: 'critical',
      selector: '#logo',
      page: 'https://a.example/b',
      title: 'Images must have alternative text',
    });
  });

  it('takes the alphabetically first page of a crawl, whatever order the pages finished in', () => {
    const pages = ['https://a.example/z', 'https://a.example/', 'https://a.example/m'].map((url) =>
      page({ url, violations: [imageAlt([logo])] }),
    );
    for (const order of [pages, [...pages].reverse()]) {
      expect(new IssueCollector().addAll(order).issues()[0]?.page).toBe('https://a.example/');
    }
  });

  it('keys a finding without elements by its rule, and leaves out pages not checked and aliases', () => {
    const collector = new IssueCollector();
    collector.add(
      page({ url: 'https://a.example/', violations: [finding({ id: 'bfsg-statement', impact: 'serious' })] }),
    );
    collector.add(
      page({
        url: 'https://a.example/down',
        error: { code: 'http_error', message: 'HTTP 500', status: 500 },
        violations: [imageAlt([logo])],
      }),
    );
    collector.add(page({ url: 'https://a.example/index.html', aliasOf: 'https://a.example/' }));
    expect(collector.issues()).toEqual([
      {
        key: issueKeyOf('bfsg-statement', { selector: '', html: '' }),
        ruleId: 'bfsg-statement',
        impact: 'serious',
        selector: '',
        page: 'https://a.example/',
        title: 'Help for bfsg-statement',
      },
    ]);
    expect(collector.checkedPage('https://a.example/')).toBe(true);
    expect(collector.checkedPage('https://a.example/down')).toBe(false);
  });

  it('knows a checked page by its path and query on any host, with its final address and aliases', () => {
    const collector = new IssueCollector();
    collector.add(
      page({
        url: 'http://127.0.0.1:4173/shop/',
        finalUrl: 'http://127.0.0.1:4173/shop/de/',
        aliases: ['http://127.0.0.1:4173/shop/index.html'],
      }),
    );
    expect(collector.checkedPage('https://preview-12.example/shop')).toBe(true);
    expect(collector.checkedPage('https://staging.example/shop/de/')).toBe(true);
    expect(collector.checkedPage('https://staging.example/shop/index.html')).toBe(true);
    expect(collector.checkedPage('https://staging.example/shop/?page=2')).toBe(false);
    expect(pagePlace('https://a.example/a/b/?x=1#top')).toBe('/a/b?x=1');
  });
});
