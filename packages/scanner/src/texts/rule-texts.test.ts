import type { Finding } from '@klarsicht/report';
import { failureSummaryText, ruleTexts } from '@klarsicht/rules';
import { describe, expect, it } from 'vitest';
import { useFixtureScanner } from '../../test-support/fixture-scanner.js';

const fixture = useFixtureScanner();

describe('texts in the reader’s language, rendered from what a scan stored', () => {
  let findings: Finding[] = [];
  it('scans a page with known violations', async () => {
    const report = await fixture.scanner.scanPages([fixture.site.url('/violations.html')], {
      allowPrivateAddresses: true,
      profile: 'wcag21aa',
    });
    findings = [...(report.pages[0]?.violations ?? []), ...(report.pages[0]?.incomplete ?? [])];
    expect(findings.map((finding) => finding.id)).toEqual(
      expect.arrayContaining(['image-alt', 'label', 'button-name', 'color-contrast']),
    );
  });

  it('gives English exactly as axe wrote it, from the stored checks alone', () => {
    const nodes = findings.flatMap((finding) => finding.nodes).filter((node) => node.failureSummary);
    expect(nodes.length).toBeGreaterThan(3);
    for (const node of nodes) {
      expect(node.checks, node.selector).toBeDefined();
      expect(failureSummaryText(node.checks!, 'en')).toBe(node.failureSummary);
    }
  });

  it('gives German with the check data filled in, and no English sentence', () => {
    const contrast = findings.find((finding) => finding.id === 'color-contrast')!;
    const german = failureSummaryText(contrast.nodes[0]!.checks!, 'de')!;
    expect(german).toMatch(
      /^Beheben Sie mindestens einen der folgenden Punkte:\n {2}Das Element hat einen zu geringen Kontrast von \d+,\d+\u00a0:\u00a01/,
    );
    expect(german).toContain('#bbbbbb');
    for (const finding of findings) {
      for (const node of finding.nodes) {
        const text = failureSummaryText(node.checks!, 'de') ?? '';
        expect(text).not.toMatch(/\b(Fix|Element has|Element does not|must|should)\b/);
      }
      const rule = ruleTexts(finding.id, 'de')!;
      expect(rule.help).not.toBe(ruleTexts(finding.id, 'en')!.help);
    }
  });
});
