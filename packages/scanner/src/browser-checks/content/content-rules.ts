import { escapeHtml } from '@klarsicht/report';
import type { BrowserCheckRule, ElementVerdict } from '../browser-check-rule.js';
import type { ContentFacts } from './gather-content.js';
import {
  GENERIC_LINK_TEXTS,
  GENERIC_TITLES,
  looksLikeFileName,
  normalisePhrase,
  PLACEHOLDER_TITLES,
} from './phrases.js';

const isGenericLink = (name: string) => GENERIC_LINK_TEXTS.has(normalisePhrase(name));

/**
 * WCAG 2.4.9 Link Purpose (Link Only), AAA: the link's own name must say where it leads. A name
 * from the list of texts that say nothing ("mehr", "hier klicken", "read more") fails.
 */
export const linkPurposeRule: BrowserCheckRule<ContentFacts> = {
  id: 'klarsicht-link-purpose',
  impact: 'moderate',
  tags: ['cat.name-role-value', 'wcag2aaa', 'wcag249'],
  actRules: ['aizyf1'],
  helpUrl: 'https://www.w3.org/WAI/WCAG22/Understanding/link-purpose-link-only.html',
  evaluate(facts) {
    return facts.links
      .filter((link) => link.name !== '')
      .map(({ selector, html, name }) => ({
        selector,
        html,
        outcome: isGenericLink(name) ? 'failed' : 'passed',
        check: 'link-text-generic',
        data: { name },
      }));
  },
};

/**
 * WCAG 2.4.4 Link Purpose (In Context), A: a link whose name says nothing may still be clear from
 * its sentence, list item or table cell, which only a person can judge: needs review.
 */
export const linkContextRule: BrowserCheckRule<ContentFacts> = {
  id: 'klarsicht-link-context',
  impact: 'moderate',
  tags: ['cat.name-role-value', 'wcag2a', 'wcag244', 'EN-301-549', 'EN-9.2.4.4'],
  actRules: ['5effbb'],
  helpUrl: 'https://www.w3.org/WAI/WCAG22/Understanding/link-purpose-in-context.html',
  evaluate(facts) {
    return facts.links
      .filter((link) => isGenericLink(link.name))
      .map(({ selector, html, name }) => ({
        selector,
        html,
        outcome: 'review',
        check: 'link-text-context',
        data: { name },
      }));
  },
};

/** WCAG 1.1.1 Non-text Content: an image's file name is no text alternative. */
export const altFileNameRule: BrowserCheckRule<ContentFacts> = {
  id: 'klarsicht-image-alt-filename',
  impact: 'serious',
  tags: ['cat.text-alternatives', 'wcag2a', 'wcag111', 'EN-301-549', 'EN-9.1.1.1'],
  actRules: ['qt1vmo'],
  helpUrl: 'https://www.w3.org/WAI/WCAG22/Techniques/failures/F30',
  evaluate(facts) {
    return facts.images.map(({ selector, html, alt }) => ({
      selector,
      html,
      outcome: looksLikeFileName(alt) ? 'failed' : 'passed',
      check: 'alt-file-name',
      data: { alt },
    }));
  },
};

/**
 * WCAG 2.4.2 Page Titled, A: a title an editor or tool left as a placeholder ("Untitled",
 * "React App") describes no page; one that could only be any site's home page needs review.
 */
export const pageTitleRule: BrowserCheckRule<ContentFacts> = {
  id: 'klarsicht-page-title',
  impact: 'serious',
  tags: ['cat.text-alternatives', 'wcag2a', 'wcag242', 'EN-301-549', 'EN-9.2.4.2'],
  actRules: ['c4a8a4'],
  helpUrl: 'https://www.w3.org/WAI/WCAG22/Understanding/page-titled.html',
  evaluate(facts) {
    if (facts.title === '') return [];
    const title = normalisePhrase(facts.title);
    const node = { selector: 'title', html: `<title>${escapeHtml(facts.title)}</title>` };
    const outcome: ElementVerdict['outcome'] = PLACEHOLDER_TITLES.has(title)
      ? 'failed'
      : GENERIC_TITLES.has(title)
        ? 'review'
        : 'passed';
    return [
      {
        ...node,
        outcome,
        check: outcome === 'review' ? 'title-generic' : 'title-placeholder',
        data: { title: facts.title },
      },
    ];
  },
};

/** WCAG 1.4.8 Visual Presentation, AAA: blocks of text are not justified. */
export const justifiedTextRule: BrowserCheckRule<ContentFacts> = {
  id: 'klarsicht-justified-text',
  impact: 'minor',
  tags: ['cat.sensory-and-visual-cues', 'wcag2aaa', 'wcag148'],
  actRules: [],
  helpUrl: 'https://www.w3.org/WAI/WCAG22/Understanding/visual-presentation.html',
  evaluate(facts) {
    return facts.justified.map(({ selector, html }) => ({
      selector,
      html,
      outcome: 'failed',
      check: 'text-justified',
    }));
  },
};

/** Words that tell a link opens a new window or tab, in German and English. */
const NEW_WINDOW_HINT =
  /neue[mns]? (fenster|tab|browserfenster)|new (window|tab)|externe?r? link|external link/i;

/**
 * Best practice (WCAG technique G201): a link that opens a new window or tab says so in its name,
 * title or description; otherwise people who cannot see the new window lose their way back.
 */
export const newWindowRule: BrowserCheckRule<ContentFacts> = {
  id: 'klarsicht-new-window',
  impact: 'minor',
  tags: ['cat.name-role-value', 'best-practice'],
  actRules: [],
  helpUrl: 'https://www.w3.org/WAI/WCAG22/Techniques/general/G201',
  evaluate(facts) {
    return facts.links
      .filter((link) => link.newWindow)
      .map(({ selector, html, name, hint }) => ({
        selector,
        html,
        outcome: NEW_WINDOW_HINT.test(`${name} ${hint}`) ? 'passed' : 'failed',
        check: 'link-new-window',
      }));
  },
};

/**
 * Best practice (WCAG technique H2): an image in a link whose alt text repeats the link's text makes
 * screen readers say the same twice; the image's alt text should then be empty.
 */
export const altRepeatsLinkRule: BrowserCheckRule<ContentFacts> = {
  id: 'klarsicht-alt-repeats-link',
  impact: 'minor',
  tags: ['cat.text-alternatives', 'best-practice'],
  actRules: [],
  helpUrl: 'https://www.w3.org/WAI/WCAG22/Techniques/html/H2',
  evaluate(facts) {
    return facts.links
      .filter((link) => link.imageAlt !== undefined && link.imageAlt !== '' && link.ownText !== '')
      .map(({ selector, html, imageAlt, ownText }) => ({
        selector,
        html,
        outcome: normalisePhrase(imageAlt!) === normalisePhrase(ownText) ? 'failed' : 'passed',
        check: 'alt-repeats-link',
        data: { alt: imageAlt },
      }));
  },
};

/**
 * Best practice (WCAG technique H2): an image link and a text link side by side to the same address
 * are two stops for keyboard and screen reader users where one would do.
 */
export const adjacentLinksRule: BrowserCheckRule<ContentFacts> = {
  id: 'klarsicht-adjacent-links',
  impact: 'minor',
  tags: ['cat.name-role-value', 'best-practice'],
  actRules: [],
  helpUrl: 'https://www.w3.org/WAI/WCAG22/Techniques/html/H2',
  evaluate(facts) {
    return facts.links
      .filter((link) => link.sameTargetNext)
      .map(({ selector, html }) => ({ selector, html, outcome: 'failed', check: 'adjacent-links' }));
  },
};

/**
 * An image's alt text (what screen readers say) and its title (what a mouse pointer shows) that say
 * different things give different people different information: a person must judge which is right.
 */
export const altTitleRule: BrowserCheckRule<ContentFacts> = {
  id: 'klarsicht-alt-title-mismatch',
  impact: 'minor',
  tags: ['cat.text-alternatives', 'best-practice'],
  actRules: [],
  helpUrl: 'https://www.w3.org/WAI/WCAG22/Understanding/non-text-content.html',
  evaluate(facts) {
    return facts.images
      .filter((image) => image.title !== '' && normalisePhrase(image.title) !== normalisePhrase(image.alt))
      .map(({ selector, html, alt, title }) => ({
        selector,
        html,
        outcome: 'review',
        check: 'alt-title-mismatch',
        data: { alt, title },
      }));
  },
};

/** Best practice: text under 9 CSS px is hard to read for many, and not all of them zoom. */
export const smallTextRule: BrowserCheckRule<ContentFacts> = {
  id: 'klarsicht-small-text',
  impact: 'minor',
  tags: ['cat.sensory-and-visual-cues', 'best-practice'],
  actRules: [],
  helpUrl: 'https://www.w3.org/WAI/WCAG22/Understanding/resize-text.html',
  evaluate(facts) {
    return facts.smallText.map(({ selector, html, size }) => ({
      selector,
      html,
      outcome: 'failed',
      check: 'small-text',
      data: { size: Math.round(size * 10) / 10 },
    }));
  },
};

/**
 * WCAG 3.1.4 Abbreviations, AAA: what an abbreviation stands for can be found. One written out
 * nowhere on the page (no <abbr title>, no expansion in brackets beside it) may be explained in a
 * glossary or be common knowledge: a person must look.
 */
export const abbreviationsRule: BrowserCheckRule<ContentFacts> = {
  id: 'klarsicht-abbreviations',
  impact: 'minor',
  tags: ['cat.language', 'wcag2aaa', 'wcag314'],
  actRules: [],
  helpUrl: 'https://www.w3.org/WAI/WCAG22/Understanding/abbreviations.html',
  evaluate(facts) {
    return facts.abbreviations.map(({ selector, html, abbreviation }) => ({
      selector,
      html,
      outcome: 'review',
      check: 'abbreviation-unexplained',
      data: { abbreviation },
    }));
  },
};
