import type { PdfFacts } from '@klarsicht/rules';
import { failureSummaryText, ruleTexts } from '@klarsicht/rules';
import { rulesReading } from '@klarsicht/rules/evaluate';
import { describe, expect, it } from 'vitest';
import { documentRulesFor, notCheckedFindings, runDocumentChecks } from './document-checks.js';

const PDF_RULES = rulesReading('pdf');

/** An accessible one-page document; each test changes what it is about. */
function facts(changes: Partial<PdfFacts> = {}): PdfFacts {
  return {
    pageCount: 1,
    pagesRead: 1,
    marked: true,
    hasStructTree: true,
    title: 'Jahresbericht 2024',
    displayDocTitle: true,
    language: 'de-DE',
    bookmarks: 0,
    pagesWithText: 1,
    imageOnlyPages: [],
    textlessPagesProbed: 0,
    formFields: [],
    ...changes,
  };
}

describe('the PDF rules as findings', () => {
  it('cite WCAG by their tags, EN 301 549 clause 10 by name, and the BFSG with those clauses', () => {
    const { violations, bestPractices } = runDocumentChecks(
      facts({ marked: false, hasStructTree: false, language: undefined, pageCount: 30 }),
      'bfsg',
      { maxNodesPerFinding: 50 },
    );
    const tagged = violations.find((finding) => finding.id === 'klarsicht-pdf-tagged')!;
    expect(tagged).toMatchObject({
      source: 'klarsicht',
      impact: 'serious',
      wcag: [{ id: '1.3.1', level: 'A' }],
      en301549: ['10.1.3.1'],
      bfsg: 'Section 3(1) BFSG in conjunction with Section 12 No. 3 BFSGV; EN 301 549 V3.2.1 clause 10.1.3.1',
      help: 'PDF documents must be tagged',
    });
    // The part of the document, and no made-up catalog as its snippet.
    expect(tagged.nodes[0]).toMatchObject({ selector: '/Root', html: '' });
    expect(tagged.nodes[0]?.failureSummary).toMatch(
      /^Fix all of the following:\n {2}The document has no tags/,
    );
    expect(violations.find((finding) => finding.id === 'klarsicht-pdf-language')?.en301549).toEqual([
      '10.3.1.1',
    ]);
    // Multiple Ways (10.2.4.5) is void for documents: bookmarks are a best practice, with no clause.
    expect(bestPractices.map((finding) => finding.id)).toEqual(['klarsicht-pdf-bookmarks']);
    expect(bestPractices[0]).toMatchObject({ wcag: [], en301549: [] });
    expect(bestPractices[0]?.bfsg).toBeUndefined();
  });

  it('list a rule with nothing to judge as inapplicable, and run in every profile', () => {
    const { inapplicable, passes } = runDocumentChecks(facts(), 'wcag21aa', { maxNodesPerFinding: 50 });
    expect(inapplicable.map((finding) => finding.id).sort()).toEqual([
      'klarsicht-pdf-bookmarks',
      'klarsicht-pdf-form-field-names',
    ]);
    expect(passes).toHaveLength(4);
    for (const profile of ['wcag21aa', 'bfsg', 'wcag22aa', 'wcag22aaa'] as const)
      expect(documentRulesFor(profile)).toHaveLength(PDF_RULES.length);
  });

  it('mark a document that could not be checked as needing review, with the reason in both languages', () => {
    const findings = notCheckedFindings('too-large', 'bfsg', { maxNodesPerFinding: 50, limitMb: 20 });
    expect(findings.violations).toEqual([]);
    expect(findings.incomplete).toHaveLength(PDF_RULES.length);
    const checks = findings.incomplete[0]!.nodes[0]!.checks!;
    expect(failureSummaryText(checks, 'en')).toContain('larger than 20 MB and was not checked');
    expect(failureSummaryText(checks, 'de')).toContain('größer als 20 MB und wurde deshalb nicht geprüft');
    const unreadable = notCheckedFindings('unreadable', 'bfsg', { maxNodesPerFinding: 50 });
    expect(failureSummaryText(unreadable.incomplete[0]!.nodes[0]!.checks!, 'de')).toContain('nicht auslesen');
  });

  it('have German and English texts for every rule and every message they give', () => {
    for (const rule of PDF_RULES) {
      expect(ruleTexts(rule.id, 'de')?.help, rule.id).toBeTruthy();
      expect(ruleTexts(rule.id, 'de')?.help).not.toBe(ruleTexts(rule.id, 'en')?.help);
    }
    const failing = facts({
      marked: false,
      title: 'x.pdf',
      language: 'xx',
      pageCount: 40,
      pagesWithText: 0,
      imageOnlyPages: [1],
      formFields: [
        { name: 'a', kind: 'text', page: 1, accessibleName: undefined, nameMayBeInherited: false },
      ],
    });
    const { violations, incomplete, bestPractices } = runDocumentChecks(failing, 'bfsg', {
      maxNodesPerFinding: 50,
    });
    for (const finding of [...violations, ...incomplete, ...bestPractices]) {
      for (const node of finding.nodes) {
        const german = failureSummaryText(node.checks!, 'de') ?? '';
        expect(german, finding.id).toMatch(/^Beheben Sie alle folgenden Punkte:\n {2}\S/);
        expect(german).not.toMatch(/\$\{data/);
      }
    }
  });
});
