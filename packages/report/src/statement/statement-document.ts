import { barrierText } from '../conformance/barrier-texts.js';
import { clauseOf, EN301549_EDITIONS } from '../en301549/editions.js';
import { fill } from '../fill.js';
import { escapeHtml as e, safeHref } from '../html.js';
import type { Language } from '../report-types.js';
import { criterionTitle, findCriterion } from '../wcag-criteria.js';
import { evaluationMethodText } from '../wcag-em/evaluation.js';
import { CONCILIATION_BODY, MARKET_SURVEILLANCE_AUTHORITY, type PublicBody } from './authorities.js';
import { STATEMENT_TEXTS } from './statement-texts.js';
import type { PublishedStatementContent } from './statement-types.js';

/*
 * A statement as a small document (sections of paragraphs, lists and addresses), built once from
 * its content and written out as HTML or Markdown: the public page, the snippet to paste and the
 * Markdown all say the same. The owner's texts carry their own language, so a page in the other
 * language marks them (WCAG 3.1.2).
 */

type Inline = { text: string; lang?: Language } | { text: string; href: string };
type Block =
  | { kind: 'paragraph'; parts: Inline[] }
  | { kind: 'list'; items: Inline[][] }
  | { kind: 'address'; lines: Inline[][] };
interface Section {
  heading: string;
  blocks: Block[];
}
export interface StatementDocument {
  language: Language;
  title: string;
  sections: Section[];
}

const text = (value: string): Inline => ({ text: value });

export function formatStatementDate(iso: string, language: Language): string {
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(STATEMENT_TEXTS[language].dateLocale, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(date);
}

/** The owner's text as paragraphs (split at blank lines), marked with the language they wrote it in. */
function ownerParagraphs(value: string, content: PublishedStatementContent, language: Language): Block[] {
  const lang = content.owner.language === language ? {} : { lang: content.owner.language };
  return value
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => ({ kind: 'paragraph', parts: [{ text: paragraph, ...lang }] }));
}

function bodyAddress(body: PublicBody, language: Language): Block {
  const lines: Inline[][] = [[text(body.name[language])], ...body.address.map((line) => [text(line)])];
  if (body.email) lines.push([{ text: body.email, href: `mailto:${body.email}` }]);
  if (body.website) lines.push([{ text: body.website.replace(/^https?:\/\//, ''), href: body.website }]);
  return { kind: 'address', lines };
}

/** Who decided how many criteria, as a list; an older version only knows how many were decided. */
function evaluationCounts(content: PublishedStatementContent, language: Language): Block[] {
  const t = STATEMENT_TEXTS[language];
  const { progress } = content;
  const counts =
    content.version === 1
      ? [
          fill(t.countDecided, { count: progress.decided }, language),
          fill(t.countUntested, { count: progress.total - progress.decided }, language),
        ]
      : [
          fill(t.countByPerson, { count: content.progress.byPerson }, language),
          fill(t.countByScan, { count: content.progress.byScan }, language),
          fill(t.countUntested, { count: content.progress.untested }, language),
        ];
  return [
    { kind: 'paragraph', parts: [text(fill(t.countsLead, { total: progress.total }, language))] },
    { kind: 'list', items: counts.map((count) => [text(count)]) },
  ];
}

export function statementDocument(content: PublishedStatementContent, language: Language): StatementDocument {
  const t = STATEMENT_TEXTS[language];
  const { owner } = content;
  const date = (iso: string) => formatStatementDate(iso, language);
  const own = (value: string) => ownerParagraphs(value, content, language);
  const sections: Section[] = [];

  const intro: Block = {
    kind: 'paragraph',
    parts: [
      text(
        `${fill(t.intro, { organisation: owner.organisation, service: owner.serviceName || content.site, url: content.url }, language)} ${t.legalBasis}`,
      ),
    ],
  };
  sections.push({ heading: t.serviceHeading, blocks: [intro, ...own(owner.serviceDescription)] });
  if (owner.serviceOperation.trim())
    sections.push({ heading: t.operationHeading, blocks: own(owner.serviceOperation) });

  const status: Block[] = [
    {
      kind: 'paragraph',
      parts: [text(fill(t.status[content.overall], { standard: standardName(content, language) }, language))],
    },
  ];
  if (owner.measures.trim())
    status.push({ kind: 'paragraph', parts: [text(t.measuresLead)] }, ...own(owner.measures));
  sections.push({ heading: t.statusHeading, blocks: status });

  if (content.barriers.length > 0 || owner.alternatives.trim()) {
    const items = content.barriers.map((barrier): Inline[] => {
      const criterion = findCriterion(barrier.criterionId);
      const clause =
        !criterion && 'en301549' in content && content.en301549
          ? clauseOf(content.en301549, barrier.criterionId)
          : undefined;
      const title = criterion
        ? criterionTitle(criterion, language)
        : (clause?.title[language] ?? barrier.criterionId);
      const note = owner.barrierNotes[barrier.criterionId]?.replace(/\s+/g, ' ').trim();
      const accepted = (barrier.accepted ?? []).map((entry) =>
        entry.reason === 'third_party'
          ? t.acceptedThirdParty
          : entry.reason === 'disproportionate_burden'
            ? fill(t.acceptedBurden, { date: entry.assessedOn ? date(entry.assessedOn) : '' }, language)
            : fill(t.acceptedPlanned, { date: entry.plannedOn ? date(entry.plannedOn) : '' }, language),
      );
      const parts: Inline[] = [
        text(
          [
            clause
              ? clauseBarrierText(barrier.criterionId, title, language)
              : `${barrierText(barrier.criterionId, language, barrier.documents)} (${fill(t.barrierCriterion, { id: barrier.criterionId, title }, language)})`.trim(),
            ...accepted,
          ].join(' '),
        ),
      ];
      if (note)
        parts.push(text(' '), {
          text: note,
          ...(owner.language === language ? {} : { lang: owner.language }),
        });
      return parts;
    });
    const blocks: Block[] = [];
    if (items.length > 0)
      blocks.push({ kind: 'paragraph', parts: [text(t.barriersLead)] }, { kind: 'list', items });
    if (owner.alternatives.trim()) {
      blocks.push({ kind: 'paragraph', parts: [text(t.alternativesLead)] }, ...own(owner.alternatives));
    }
    sections.push({ heading: t.barriersHeading, blocks });
  }

  const { evaluation } = content;
  const evaluationText =
    evaluation.lastScanAt && evaluation.lastManualAt
      ? t.evaluationBoth
      : evaluation.lastScanAt
        ? t.evaluationScanOnly
        : evaluation.lastManualAt
          ? t.evaluationManualOnly
          : t.evaluationNone;
  sections.push({
    heading: t.preparationHeading,
    blocks: [
      {
        kind: 'paragraph',
        parts: [
          text(
            fill(
              t.prepared,
              { preparedOn: date(owner.preparedOn), publishedAt: date(content.publishedAt) },
              language,
            ),
          ),
        ],
      },
      {
        kind: 'paragraph',
        parts: [
          text(
            fill(
              evaluationText,
              {
                pages: evaluation.pagesScanned,
                scanDate: evaluation.lastScanAt ? date(evaluation.lastScanAt) : '',
                manualDate: evaluation.lastManualAt ? date(evaluation.lastManualAt) : '',
              },
              language,
            ),
          ),
        ],
      },
      ...evaluationCounts(content, language),
      ...(evaluation.sample
        ? [
            {
              kind: 'paragraph' as const,
              parts: [
                text(evaluationMethodText({ sample: evaluation.sample }, language, evaluation.pagesScanned)),
              ],
            },
          ]
        : []),
    ],
  });

  const contact: Inline[][] = [[text(owner.organisation)]];
  if (owner.contactEmail)
    contact.push([text(`${t.email}: `), { text: owner.contactEmail, href: `mailto:${owner.contactEmail}` }]);
  if (owner.contactPhone) {
    contact.push([
      text(`${t.phone}: `),
      { text: owner.contactPhone, href: `tel:${owner.contactPhone.replace(/[^\d+]/g, '')}` },
    ]);
  }
  for (const line of owner.contactAddress
    .split('\n')
    .map((entry) => entry.trim())
    .filter(Boolean))
    contact.push([text(line)]);
  sections.push({
    heading: t.feedbackHeading,
    blocks: [
      { kind: 'paragraph', parts: [text(t.feedbackLead)] },
      { kind: 'address', lines: contact },
    ],
  });

  sections.push({
    heading: t.authorityHeading,
    blocks: [
      { kind: 'paragraph', parts: [text(t.authorityLead)] },
      bodyAddress(MARKET_SURVEILLANCE_AUTHORITY, language),
      { kind: 'paragraph', parts: [text(t.authorityRequest)] },
    ],
  });
  sections.push({
    heading: t.conciliationHeading,
    blocks: [
      { kind: 'paragraph', parts: [text(t.conciliationLead)] },
      bodyAddress(CONCILIATION_BODY, language),
    ],
  });
  return { language, title: t.title, sections };
}

function inlineHtml(part: Inline): string {
  if ('href' in part) {
    const href =
      part.href.startsWith('mailto:') || part.href.startsWith('tel:') ? e(part.href) : safeHref(part.href);
    return href ? `<a href="${href}">${e(part.text)}</a>` : e(part.text);
  }
  return part.lang ? `<span lang="${part.lang}">${e(part.text)}</span>` : e(part.text);
}

const inlinesHtml = (parts: Inline[]) => parts.map(inlineHtml).join('');

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p>${inlinesHtml(block.parts)}</p>`;
    case 'list':
      return `<ul>\n${block.items.map((item) => `<li>${inlinesHtml(item)}</li>`).join('\n')}\n</ul>`;
    case 'address':
      return `<address>${block.lines.map(inlinesHtml).join('<br>\n')}</address>`;
  }
}

/**
 * The statement as an HTML fragment: an h1 (or `h` levels from `headingLevel`), sections with h2,
 * no styles and no scripts, to paste into a page or to serve as one.
 */
export function statementHtml(document: StatementDocument, headingLevel: 1 | 2 = 1): string {
  const top = `h${headingLevel}`;
  const sub = `h${headingLevel + 1}`;
  const sections = document.sections
    .map(
      (section) =>
        `<section>\n<${sub}>${e(section.heading)}</${sub}>\n${section.blocks.map(blockHtml).join('\n')}\n</section>`,
    )
    .join('\n');
  return `<article lang="${document.language}">\n<${top}>${e(document.title)}</${top}>\n${sections}\n</article>`;
}

// Markdown: what would start markup is escaped, so owner text stays text — emphasis, code, links
// and HTML anywhere, and headings, lists and quotes where a line begins.
const markdownText = (value: string) =>
  value.replace(/([\\`*_[\]<>|])/g, '\\$1').replace(/^(\s*)([#+>-]|\d+[.)])/, '$1\\$2');

function inlineMarkdown(part: Inline): string {
  return 'href' in part
    ? `[${markdownText(part.text)}](${part.href.replace(/[()\s]/g, encodeURIComponent)})`
    : markdownText(part.text);
}

function blockMarkdown(block: Block): string {
  const line = (parts: Inline[]) => parts.map(inlineMarkdown).join('');
  switch (block.kind) {
    case 'paragraph':
      return line(block.parts);
    case 'list':
      return block.items.map((item) => `- ${line(item)}`).join('\n');
    case 'address':
      return block.lines.map(line).join('  \n');
  }
}

export function statementMarkdown(document: StatementDocument): string {
  const sections = document.sections
    .map(
      (section) => `## ${markdownText(section.heading)}\n\n${section.blocks.map(blockMarkdown).join('\n\n')}`,
    )
    .join('\n\n');
  return `# ${markdownText(document.title)}\n\n${sections}\n`;
}

/** The standard the statement measures by: the profile's, or EN 301 549 as a whole where it says so. */
function standardName(content: PublishedStatementContent, language: Language): string {
  const t = STATEMENT_TEXTS[language];
  if ('en301549' in content && content.en301549) {
    const edition = EN301549_EDITIONS[content.en301549];
    // "WCAG 2.1" whole: fill would write a bare 2.1 as a German number.
    return fill(t.standardWhole, { version: edition.version, wcag: `WCAG ${edition.wcagVersion}` }, language);
  }
  return t.standardNames[content.profile];
}

/** How the statement lists a failed EN 301 549 requirement outside chapter 9. */
export function clauseBarrierText(id: string, title: string, language: Language): string {
  return fill(STATEMENT_TEXTS[language].barrierClause, { id, title }, language);
}
