import {
  bfsgText,
  type Finding,
  type Impact,
  type Language,
  type PageReport,
  type ScanReport,
  type SuccessCriterionRef,
  translatePage,
} from '@klarsicht/scanner';

/** Test fixtures shaped like real engine output (axe 4.10 rule texts), kept small enough to read. */

const SC_1_1_1: SuccessCriterionRef = { id: '1.1.1', level: 'A', title: 'Non-text Content', version: '2.0' };
const SC_1_3_1: SuccessCriterionRef = {
  id: '1.3.1',
  level: 'A',
  title: 'Info and Relationships',
  version: '2.0',
};
const SC_1_4_3: SuccessCriterionRef = {
  id: '1.4.3',
  level: 'AA',
  title: 'Contrast (Minimum)',
  version: '2.0',
};
const SC_2_4_2: SuccessCriterionRef = { id: '2.4.2', level: 'A', title: 'Page Titled', version: '2.0' };
const SC_3_1_1: SuccessCriterionRef = { id: '3.1.1', level: 'A', title: 'Language of Page', version: '2.0' };
const SC_4_1_2: SuccessCriterionRef = { id: '4.1.2', level: 'A', title: 'Name, Role, Value', version: '2.0' };

const axeHelpUrl = (id: string) => `https://dequeuniversity.com/rules/axe/4.10/${id}?application=axeAPI`;

export function finding(overrides: Partial<Finding> & Pick<Finding, 'id'>): Finding {
  const nodes = overrides.nodes ?? [];
  return {
    source: 'axe',
    impact: null,
    description: `Description of ${overrides.id}`,
    help: `Help for ${overrides.id}`,
    helpUrl: axeHelpUrl(overrides.id),
    tags: [],
    wcag: [],
    en301549: [],
    nodeCount: nodes.length,
    ...overrides,
    nodes,
  };
}

const imageAlt = finding({
  id: 'image-alt',
  impact: 'critical',
  description: 'Ensure <img> elements have alternative text or a role of none or presentation',
  help: 'Images must have alternative text',
  tags: ['cat.text-alternatives', 'wcag2a', 'wcag111', 'section508', 'EN-301-549', 'EN-9.1.1.1'],
  wcag: [SC_1_1_1],
  en301549: ['9.1.1.1'],
  // The engine writes the English note; the CLI turns it into the reader's language.
  bfsg: bfsgText('image-alt', ['1.1.1'], 'en'),
  nodes: [
    {
      selector: '.hero > img',
      html: '<img src="/img/hero.jpg" class="hero-image">',
      failureSummary: 'Fix any of the following:\n  Element does not have an alt attribute',
    },
    {
      selector: '#logo',
      html: '<img id="logo" src="/logo.svg">',
      failureSummary: 'Fix any of the following:\n  Element does not have an alt attribute',
    },
    {
      selector: 'footer img:nth-child(2)',
      html: '<img src="/badges/tuev.png">',
      failureSummary: 'Fix any of the following:\n  Element does not have an alt attribute',
    },
    {
      selector: 'footer img:nth-child(3)',
      html: '<img src="/badges/ssl.png">',
      failureSummary: 'Fix any of the following:\n  Element does not have an alt attribute',
    },
  ],
  nodeCount: 6,
});

const colorContrast = finding({
  id: 'color-contrast',
  impact: 'serious',
  description:
    'Ensure the contrast between foreground and background colors meets WCAG 2 AA minimum contrast ratio thresholds',
  help: 'Elements must meet minimum color contrast ratio thresholds',
  tags: ['cat.color', 'wcag2aa', 'wcag143', 'EN-301-549', 'EN-9.1.4.3'],
  wcag: [SC_1_4_3],
  en301549: ['9.1.4.3'],
  nodes: [
    {
      selector: '.price-note',
      html: '<p class="price-note">Prices incl. VAT & shipping</p>',
      failureSummary:
        'Fix any of the following:\n  Element has insufficient color contrast of 2.32 (foreground color: #aaaaaa, background color: #ffffff, font size: 9.0pt (12px), font weight: normal). Expected contrast ratio of 4.5:1',
    },
  ],
});

const label = finding({
  id: 'label',
  impact: 'critical',
  description: 'Ensure every form element has a label',
  help: 'Form elements must have labels',
  tags: ['cat.forms', 'wcag2a', 'wcag412', 'EN-301-549', 'EN-9.4.1.2'],
  wcag: [SC_4_1_2],
  en301549: ['9.4.1.2'],
  nodes: [
    {
      selector: '#newsletter-email',
      html: '<input type="email" id="newsletter-email" placeholder="E-Mail">',
      failureSummary: 'Fix any of the following:\n  Form element does not have an implicit (wrapped) <label>',
    },
  ],
});

const region = finding({
  id: 'region',
  impact: 'moderate',
  description: 'Ensure all page content is contained by landmarks',
  help: 'All page content should be contained by landmarks',
  tags: ['cat.keyboard', 'best-practice'],
  nodes: [{ selector: '.cookie-banner', html: '<div class="cookie-banner">Wir verwenden Cookies</div>' }],
});

const feedbackMechanism = finding({
  id: 'klarsicht-feedback-mechanism',
  source: 'klarsicht',
  impact: null,
  description: 'The site offers a way to report accessibility barriers',
  help: 'Provide a feedback mechanism for accessibility barriers',
  helpUrl: 'https://example.org/klarsicht/rules/feedback-mechanism',
  tags: ['klarsicht', 'bfsg'],
  bfsg: bfsgText('klarsicht-feedback-mechanism', [], 'en'),
});

const buttonName = finding({
  id: 'button-name',
  impact: 'critical',
  description: 'Ensure buttons have discernible text',
  help: 'Buttons must have discernible text',
  tags: ['cat.name-role-value', 'wcag2a', 'wcag412', 'section508', 'EN-301-549', 'EN-9.4.1.2'],
  wcag: [SC_4_1_2],
  en301549: ['9.4.1.2'],
  nodes: [
    {
      // Control characters, an ANSI escape and a lone surrogate, as a hostile or broken page can deliver.
      selector: 'button[data-x="a<b>&c"]',
      html: '<button class="icon" data-x="a<b>&c" title="\u0007bell\u001b[31mred\uD800">&nbsp;</button>',
      failureSummary:
        'Fix any of the following:\n  Element does not have inner text that is visible to screen readers',
    },
  ],
});

const contrastReview = finding({
  id: 'color-contrast',
  impact: 'serious',
  description: colorContrast.description,
  help: colorContrast.help,
  tags: colorContrast.tags,
  wcag: [SC_1_4_3],
  en301549: ['9.1.4.3'],
  nodes: [
    {
      selector: '.banner h2',
      html: '<h2>Sommerangebote</h2>',
      failureSummary:
        "Fix any of the following:\n  Element's background color could not be determined due to a background image",
    },
  ],
});

const documentTitle = finding({
  id: 'document-title',
  impact: null,
  help: 'Documents must have <title> element to aid in navigation',
  tags: ['cat.text-alternatives', 'wcag2a', 'wcag242'],
  wcag: [SC_2_4_2],
  en301549: ['9.2.4.2'],
  nodes: [{ selector: 'html', html: '<html lang="de">' }],
});

const htmlHasLang = finding({
  id: 'html-has-lang',
  impact: null,
  help: '<html> element must have a lang attribute',
  tags: ['cat.language', 'wcag2a', 'wcag311'],
  wcag: [SC_3_1_1],
  en301549: ['9.3.1.1'],
  nodes: [{ selector: 'html', html: '<html lang="de">' }],
});

const listStructure = finding({
  id: 'list',
  impact: null,
  help: '<ul> and <ol> must only directly contain <li>, <script> or <template> elements',
  tags: ['cat.structure', 'wcag2a', 'wcag131'],
  wcag: [SC_1_3_1],
  en301549: ['9.1.3.1'],
});

const videoCaption = finding({ id: 'video-caption', help: '<video> elements must have captions' });

const IMPACT_ZERO: Record<Impact, number> = { critical: 0, serious: 0, moderate: 0, minor: 0 };

export function page(overrides: Partial<PageReport> & Pick<PageReport, 'url'>): PageReport {
  const base: PageReport = {
    violations: [],
    passes: [],
    incomplete: [],
    inapplicable: [],
    bestPractices: [],
    counts: { violations: 0, passes: 0, incomplete: 0, inapplicable: 0, bestPractices: 0 },
    byImpact: { ...IMPACT_ZERO },
    durationMs: 1200,
    ...overrides,
  };
  base.counts = {
    violations: base.violations.length,
    passes: base.passes.length,
    incomplete: base.incomplete.length,
    inapplicable: base.inapplicable.length,
    bestPractices: 0,
  };
  base.byImpact = { ...IMPACT_ZERO };
  for (const violation of base.violations) base.byImpact[violation.impact ?? 'minor'] += 1;
  return base;
}

/** A report with its summary computed from the pages, the way the engine assembles it. */
export function report(pages: PageReport[], overrides: Partial<ScanReport> = {}): ScanReport {
  const byImpact = { ...IMPACT_ZERO };
  const violatedRules = new Set<string>();
  let affectedNodes = 0;
  for (const scanned of pages) {
    for (const violation of scanned.violations) {
      byImpact[violation.impact ?? 'minor'] += 1;
      violatedRules.add(violation.id);
      affectedNodes += violation.nodeCount;
    }
  }
  const sum = (pick: (p: PageReport) => number) => pages.reduce((total, p) => total + pick(p), 0);
  return {
    url: pages[0]?.url ?? 'https://shop.example/',
    profile: 'bfsg',
    startedAt: '2025-06-02T08:15:00.000Z',
    finishedAt: '2025-06-02T08:15:09.500Z',
    pages,
    summary: {
      pagesScanned: pages.filter((p) => !p.error).length,
      pagesFailed: pages.filter((p) => p.error).length,
      violations: sum((p) => p.counts.violations),
      passes: sum((p) => p.counts.passes),
      incomplete: sum((p) => p.counts.incomplete),
      inapplicable: sum((p) => p.counts.inapplicable),
      bestPractices: sum((p) => p.counts.bestPractices),
      byImpact,
      violatedRules: violatedRules.size,
      affectedNodes,
    },
    engine: {
      name: 'klarsicht',
      version: '0.1.0',
      axeVersion: '4.10.3',
      userAgent: 'Mozilla/5.0 HeadlessChrome',
    },
    ...overrides,
  };
}

/** Three pages: one with several violations, one with hostile markup and a "needs review", one failed. */
export function sampleReport(): ScanReport {
  return structuredClone(
    report([
      page({
        url: 'https://shop.example/',
        finalUrl: 'https://shop.example/de/',
        status: 200,
        title: 'Shop – Startseite',
        violations: [region, imageAlt, colorContrast, label, feedbackMechanism],
        passes: [documentTitle, htmlHasLang, listStructure],
        inapplicable: [videoCaption],
        durationMs: 2310,
      }),
      page({
        url: 'https://shop.example/checkout?step=1&coupon=<b>',
        status: 200,
        title: 'Kasse <Schritt 1> & Zahlung\u0000',
        violations: [buttonName],
        passes: [documentTitle, htmlHasLang],
        incomplete: [contrastReview],
        inapplicable: [videoCaption],
        durationMs: 1180,
      }),
      page({
        url: 'https://shop.example/down',
        error: { code: 'http_error', message: 'The server answered HTTP 503', status: 503 },
        durationMs: 340,
      }),
    ]),
  );
}

/** Every page failed, e.g. the host is unreachable. */
export function allPagesFailedReport(): ScanReport {
  return report([
    page({
      url: 'https://down.example/',
      error: { code: 'unreachable', message: 'connect ECONNREFUSED 203.0.113.7:443' },
    }),
  ]);
}

/** The scan could not start at all. */
export function scanFailureReport(): ScanReport {
  return report([], {
    url: 'https://blocked.example/',
    failure: { code: 'blocked_robots', message: 'robots.txt disallows the start page' },
  });
}

/** Only passes: nothing to report. */
export function cleanReport(): ScanReport {
  return report([page({ url: 'https://clean.example/', passes: [documentTitle, htmlHasLang] })]);
}

/** One page with a single violation of the given impact. */
export function reportWithImpact(impact: Impact | null): ScanReport {
  return report([page({ url: 'https://one.example/', violations: [{ ...label, impact }] })]);
}

/** The report as the CLI writes it in `lang`: its findings' texts translated, and saying its language. */
export function writtenIn(scan: ScanReport, lang: Language): ScanReport {
  return { ...scan, lang, pages: scan.pages.map((scanned) => translatePage(scanned, lang)) };
}

/**
 * The replay of a recorded flow that stopped at its last step: the product page as it opened and
 * with its cart dialog (a "klarsicht.check" step), then the checkout with its error message, all
 * checked; one address in two states.
 */
export function flowReport(): ScanReport {
  const product = 'https://shop.example/produkt/tee';
  const checkout = 'https://shop.example/kasse';
  return structuredClone(
    report(
      [
        page({
          url: product,
          title: 'Grüner Tee',
          passes: [documentTitle, htmlHasLang],
          state: { step: 2, trigger: 'navigation', action: `navigate ${product}` },
        }),
        page({
          url: product,
          title: 'Grüner Tee',
          violations: [{ ...imageAlt, nodes: imageAlt.nodes.slice(0, 1), nodeCount: 1 }],
          passes: [documentTitle],
          state: {
            step: 4,
            trigger: 'check',
            action: 'check "Warenkorb geöffnet"',
            name: 'Warenkorb geöffnet',
          },
        }),
        page({
          url: checkout,
          title: 'Kasse',
          violations: [colorContrast],
          passes: [htmlHasLang],
          state: { step: 8, trigger: 'error-message', action: 'click "aria/Bestellung prüfen"' },
        }),
      ],
      {
        url: product,
        profile: 'wcag21aa',
        flow: {
          title: 'Teeladen: Warenkorb und Kasse',
          steps: 9,
          failedAt: {
            step: 9,
            reason: 'wait_timed_out',
            message: 'Step 9 waited 10000 ms for "#danke" in vain.',
            url: checkout,
            screenshot: 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==',
          },
        },
      },
    ),
  );
}
