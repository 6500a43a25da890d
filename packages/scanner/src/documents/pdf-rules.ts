import { iso6393 } from 'iso-639-3';
import {
  catalogNode,
  type DocumentRule,
  type DocumentVerdict,
  fieldNode,
  infoNode,
  pageNode,
  pdfString,
} from './document-rule.js';

/*
 * The checks of a PDF that need no person: whether it is tagged, titled, in a stated language, made
 * of text, navigable by bookmarks and has form fields with names. What they cannot see (whether
 * the tags match the content, the reading order, alternative texts of figures) is left to the
 * guided checks.
 *
 * A PDF offered on a website is a non-web document in EN 301 549 V3.2.1 (clause 10, which repeats
 * WCAG 2.1 A/AA as 10.x.y.z for documents), and web content in WCAG's sense (hence its PDF
 * techniques). So each rule cites the WCAG criterion and the clause 10 clause. Clause 10.2.4.5
 * (Multiple ways) is void in V3.2.1: Multiple Ways is about sets of pages, not a single document.
 * Bookmarks are therefore a best practice here (WCAG technique PDF2), not a requirement.
 */

/**
 * From this many pages a document should have bookmarks: a reader can leaf through 20 pages, but
 * finding a chapter in a longer document without a table of contents to jump from means paging
 * and listening through everything before it. It is also where Adobe Acrobat's accessibility
 * checker starts to ask for bookmarks ("large documents", 21 pages or more).
 */
export const BOOKMARKS_FROM_PAGES = 21;

export const pdfTaggedRule: DocumentRule = {
  id: 'klarsicht-pdf-tagged',
  // Without tags a screen reader gets the text as one stream in drawing order: no headings,
  // lists, tables or alternative texts. Readable, often wrongly ordered, never navigable.
  impact: 'serious',
  tags: ['klarsicht', 'pdf', 'cat.structure', 'wcag2a', 'wcag131'],
  en301549: ['10.1.3.1'],
  bfsgReference: 'webContent',
  actRules: [],
  helpUrl: 'https://www.w3.org/WAI/WCAG22/Understanding/info-and-relationships.html',
  evaluate(facts) {
    const entries = [
      facts.marked ? '/MarkInfo << /Marked true >>' : '',
      facts.hasStructTree ? '/StructTreeRoot …' : '',
    ]
      .filter(Boolean)
      .join(' ');
    const node = catalogNode(entries);
    if (!facts.hasStructTree) return [{ ...node, outcome: 'failed', check: 'pdf-no-tags' }];
    if (!facts.marked) return [{ ...node, outcome: 'failed', check: 'pdf-not-marked' }];
    return [{ ...node, outcome: 'passed', check: 'pdf-tagged' }];
  },
};

/**
 * Titles that name a file or say nothing: what Word, converters and print drivers write when the
 * author gave the document no title.
 */
const PLACEHOLDER_TITLES: readonly RegExp[] = [
  /\.(pdf|docx?|dotx?|odt|rtf|txt|xlsx?|ods|pptx?|odp|indd|qxp|pub|html?|tiff?|jpe?g|png)$/i,
  /^microsoft (word|excel|powerpoint) - /i,
  /^(untitled|unbenannt|ohne titel|titel|title|document|dokument|neues dokument|new document)(\s*\d+)?$/i,
  /^(about:blank|https?:\/\/\S+|file:\/\/\S+)$/i,
];

export const pdfTitleRule: DocumentRule = {
  id: 'klarsicht-pdf-title',
  // As axe's document-title: without a title the window, the tab and the screen reader's
  // announcement show a file name, which rarely says what the document is.
  impact: 'serious',
  tags: ['klarsicht', 'pdf', 'cat.text-alternatives', 'wcag2a', 'wcag242'],
  en301549: ['10.2.4.2'],
  bfsgReference: 'webContent',
  actRules: [],
  helpUrl: 'https://www.w3.org/WAI/WCAG22/Techniques/pdf/PDF18',
  evaluate(facts) {
    const { title } = facts;
    const node = infoNode(title);
    if (title === undefined) return [{ ...node, outcome: 'failed', check: 'pdf-title-missing' }];
    if (PLACEHOLDER_TITLES.some((pattern) => pattern.test(title))) {
      return [{ ...node, outcome: 'review', check: 'pdf-title-placeholder', data: { title } }];
    }
    // PDF18: viewers show the file name unless /DisplayDocTitle asks for the title. Whether the
    // file name says enough is for a person to judge, so this is a doubt, not a failure.
    if (!facts.displayDocTitle) {
      return [
        {
          ...catalogNode('/ViewerPreferences << /DisplayDocTitle false >>'),
          outcome: 'review',
          check: 'pdf-title-not-shown',
          data: { title },
        },
      ];
    }
    return [{ ...node, outcome: 'passed', check: 'pdf-title', data: { title } }];
  },
};

/** ISO 639-1 and 639-3 codes: a BCP 47 primary language subtag must be one of them. */
const LANGUAGE_CODES: ReadonlySet<string> = new Set(
  iso6393.flatMap((language) => [language.iso6393, ...(language.iso6391 ? [language.iso6391] : [])]),
);

/** Whether a /Lang value is a BCP 47 language tag whose language exists ("de", "de-DE", "gsw-CH"). */
export function isValidLanguageTag(tag: string): boolean {
  if (!/^[a-z]{2,3}(-[a-z0-9]{1,8})*$/i.test(tag)) return false;
  return LANGUAGE_CODES.has(tag.split('-')[0]!.toLowerCase());
}

export const pdfLanguageRule: DocumentRule = {
  id: 'klarsicht-pdf-language',
  // As axe's html-has-lang: the speech synthesizer reads the text with the wrong pronunciation.
  impact: 'serious',
  tags: ['klarsicht', 'pdf', 'cat.language', 'wcag2a', 'wcag311'],
  en301549: ['10.3.1.1'],
  bfsgReference: 'webContent',
  actRules: [],
  helpUrl: 'https://www.w3.org/WAI/WCAG22/Techniques/pdf/PDF16',
  evaluate(facts) {
    const lang = facts.language;
    if (lang === undefined) return [{ ...catalogNode(''), outcome: 'failed', check: 'pdf-language-missing' }];
    const node = catalogNode(`/Lang ${pdfString(lang)}`);
    if (!isValidLanguageTag(lang)) {
      return [{ ...node, outcome: 'failed', check: 'pdf-language-invalid', data: { lang } }];
    }
    return [{ ...node, outcome: 'passed', check: 'pdf-language', data: { lang } }];
  },
};

export const pdfTextRule: DocumentRule = {
  id: 'klarsicht-pdf-text',
  // A scan without text is silent to a screen reader and cannot be enlarged, searched or reflowed.
  impact: 'critical',
  tags: ['klarsicht', 'pdf', 'cat.text-alternatives', 'wcag2a', 'wcag111', 'wcag2aa', 'wcag145'],
  en301549: ['10.1.1.1', '10.1.4.5'],
  bfsgReference: 'webContent',
  actRules: [],
  helpUrl: 'https://www.w3.org/WAI/WCAG22/Techniques/pdf/PDF7',
  evaluate(facts) {
    if (facts.pagesRead === 0) return [];
    const pages = facts.imageOnlyPages;
    if (facts.pagesWithText === 0) {
      const node = pageNode(1, pages.length > 0 ? 'q … /Im Do Q' : '');
      return pages.length > 0
        ? [{ ...node, outcome: 'failed', check: 'pdf-image-only', data: { pages: facts.pagesRead } }]
        : [{ ...node, outcome: 'review', check: 'pdf-no-text', data: { pages: facts.pagesRead } }];
    }
    if (pages.length > 0) {
      return pages.map(
        (page): DocumentVerdict => ({
          ...pageNode(page, 'q … /Im Do Q'),
          outcome: 'review',
          check: 'pdf-image-only-page',
          data: { page },
        }),
      );
    }
    return [
      {
        ...pageNode(1, 'BT … Tj ET'),
        outcome: 'passed',
        check: 'pdf-text',
        data: { pages: facts.pagesWithText },
      },
    ];
  },
};

export const pdfBookmarksRule: DocumentRule = {
  id: 'klarsicht-pdf-bookmarks',
  impact: 'moderate',
  tags: ['klarsicht', 'pdf', 'cat.structure', 'best-practice'],
  en301549: [],
  actRules: [],
  helpUrl: 'https://www.w3.org/WAI/WCAG22/Techniques/pdf/PDF2',
  evaluate(facts) {
    if (facts.pageCount < BOOKMARKS_FROM_PAGES) return [];
    if (facts.bookmarks > 0) {
      return [
        {
          ...catalogNode('/Outlines …'),
          outcome: 'passed',
          check: 'pdf-bookmarks',
          data: { bookmarks: facts.bookmarks },
        },
      ];
    }
    return [
      {
        ...catalogNode(''),
        outcome: 'failed',
        check: 'pdf-bookmarks-missing',
        data: { pages: facts.pageCount },
      },
    ];
  },
};

export const pdfFormFieldNamesRule: DocumentRule = {
  id: 'klarsicht-pdf-form-field-names',
  // As axe's label: a field without a name is announced as "edit text" and cannot be filled in knowingly.
  impact: 'critical',
  tags: ['klarsicht', 'pdf', 'cat.forms', 'wcag2a', 'wcag412'],
  en301549: ['10.4.1.2'],
  bfsgReference: 'webContent',
  actRules: [],
  helpUrl: 'https://www.w3.org/WAI/WCAG22/Techniques/pdf/PDF12',
  evaluate(facts) {
    return facts.formFields.map((field): DocumentVerdict => {
      const node = fieldNode(field.name, field.accessibleName);
      const data = { name: field.name, page: field.page };
      if (field.accessibleName !== undefined) {
        return { ...node, outcome: 'passed', check: 'pdf-field-named', data };
      }
      // pdf.js does not report the /TU of a parent field, where radio groups usually keep it.
      if (field.nameMayBeInherited)
        return { ...node, outcome: 'review', check: 'pdf-field-name-inherited', data };
      // A push button may be announced by its caption (/MK /CA), which pdf.js does not report either.
      if (field.kind === 'button') return { ...node, outcome: 'review', check: 'pdf-button-caption', data };
      return { ...node, outcome: 'failed', check: 'pdf-field-unnamed', data };
    });
  },
};

/** Every document rule, in the order their findings are listed. */
export const PDF_RULES: readonly DocumentRule[] = [
  pdfTaggedRule,
  pdfTitleRule,
  pdfLanguageRule,
  pdfTextRule,
  pdfBookmarksRule,
  pdfFormFieldNamesRule,
];
