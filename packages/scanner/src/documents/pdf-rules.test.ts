import { describe, expect, it } from 'vitest';
import { failureSummaryText, ruleTexts } from '../texts/rule-texts.js';
import { documentRulesFor, notCheckedFindings, runDocumentChecks } from './document-checks.js';
import type { PdfFacts } from './pdf-facts.js';
import {
  BOOKMARKS_FROM_PAGES,
  isValidLanguageTag,
  PDF_RULES,
  pdfBookmarksRule,
  pdfFormFieldNamesRule,
  pdfLanguageRule,
  pdfTaggedRule,
  pdfTextRule,
  pdfTitleRule,
} from './pdf-rules.js';

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

const outcomes = (rule: (typeof PDF_RULES)[number], changes: Partial<PdfFacts>) =>
  rule.evaluate(facts(changes)).map((verdict) => `${verdict.outcome}:${verdict.check}`);

describe('the PDF rules, on facts', () => {
  it('tagged: needs a structure tree and /MarkInfo /Marked true', () => {
    expect(outcomes(pdfTaggedRule, {})).toEqual(['passed:pdf-tagged']);
    expect(outcomes(pdfTaggedRule, { hasStructTree: false, marked: false })).toEqual(['failed:pdf-no-tags']);
    expect(outcomes(pdfTaggedRule, { hasStructTree: false, marked: true })).toEqual(['failed:pdf-no-tags']);
    expect(outcomes(pdfTaggedRule, { marked: false })).toEqual(['failed:pdf-not-marked']);
  });

  it('title: fails without one, doubts file names and a title the viewer does not show', () => {
    expect(outcomes(pdfTitleRule, {})).toEqual(['passed:pdf-title']);
    expect(outcomes(pdfTitleRule, { title: undefined })).toEqual(['failed:pdf-title-missing']);
    for (const title of ['Microsoft Word - Bericht.docx', 'scan_0034.pdf', 'Unbenannt 1', 'about:blank']) {
      expect(outcomes(pdfTitleRule, { title }), title).toEqual(['review:pdf-title-placeholder']);
    }
    expect(outcomes(pdfTitleRule, { displayDocTitle: false })).toEqual(['review:pdf-title-not-shown']);
    expect(pdfTitleRule.evaluate(facts({ title: 'Preise (netto)' }))[0]?.html).toBe(
      '/Title (Preise \\(netto\\))',
    );
  });

  it('language: fails without /Lang or with a tag that names no language', () => {
    expect(outcomes(pdfLanguageRule, {})).toEqual(['passed:pdf-language']);
    expect(outcomes(pdfLanguageRule, { language: undefined })).toEqual(['failed:pdf-language-missing']);
    expect(outcomes(pdfLanguageRule, { language: 'Deutsch' })).toEqual(['failed:pdf-language-invalid']);
    for (const tag of ['de', 'de-DE', 'en-GB', 'gsw-CH', 'sr-Latn-RS'])
      expect(isValidLanguageTag(tag), tag).toBe(true);
    for (const tag of ['de_DE', 'xx', 'german', '', 'de-']) expect(isValidLanguageTag(tag), tag).toBe(false);
  });

  it('text: fails a document of images only, doubts textless pages and a document with nothing', () => {
    expect(outcomes(pdfTextRule, {})).toEqual(['passed:pdf-text']);
    expect(outcomes(pdfTextRule, { pagesWithText: 0, imageOnlyPages: [1] })).toEqual([
      'failed:pdf-image-only',
    ]);
    expect(outcomes(pdfTextRule, { pagesWithText: 0 })).toEqual(['review:pdf-no-text']);
    expect(
      outcomes(pdfTextRule, { pageCount: 5, pagesRead: 5, pagesWithText: 3, imageOnlyPages: [2, 4] }),
    ).toEqual(['review:pdf-image-only-page', 'review:pdf-image-only-page']);
    expect(outcomes(pdfTextRule, { pageCount: 0, pagesRead: 0, pagesWithText: 0 })).toEqual([]);
  });

  it(`bookmarks: apply from ${BOOKMARKS_FROM_PAGES} pages`, () => {
    expect(outcomes(pdfBookmarksRule, { pageCount: BOOKMARKS_FROM_PAGES - 1 })).toEqual([]);
    expect(outcomes(pdfBookmarksRule, { pageCount: BOOKMARKS_FROM_PAGES })).toEqual([
      'failed:pdf-bookmarks-missing',
    ]);
    expect(outcomes(pdfBookmarksRule, { pageCount: 80, bookmarks: 12 })).toEqual(['passed:pdf-bookmarks']);
  });

  it('form field names: a tooltip or a structure /Alt names a field; doubts where pdf.js cannot see', () => {
    const field = {
      name: 'plz',
      kind: 'text' as const,
      page: 2,
      accessibleName: undefined,
      nameMayBeInherited: false,
    };
    const formFields = [
      { ...field, accessibleName: 'Postleitzahl' },
      field,
      { ...field, name: 'anrede', kind: 'radio' as const, nameMayBeInherited: true },
      { ...field, name: 'senden', kind: 'button' as const },
    ];
    expect(outcomes(pdfFormFieldNamesRule, { formFields })).toEqual([
      'passed:pdf-field-named',
      'failed:pdf-field-unnamed',
      'review:pdf-field-name-inherited',
      'review:pdf-button-caption',
    ]);
    expect(outcomes(pdfFormFieldNamesRule, {})).toEqual([]);
  });
});

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
