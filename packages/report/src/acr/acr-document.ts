import type { ManualOutcome } from '../conformance/conformance.js';
import { CONFORMANCE_TARGETS } from '../conformance/conformance-targets.js';
import { acceptReasonWord } from '../decisions.js';
import { clauseOf, EN301549_CHAPTER_TITLES, EN301549_EDITIONS } from '../en301549/editions.js';
import type { En301549Chapter, En301549Clause, En301549Edition } from '../en301549/types.js';
import { fill, fillPlural } from '../fill.js';
import { ENGINE_NAMES, ENGINES, type Language, type ProfileId, type WcagLevel } from '../report-types.js';
import { formatStatementDate } from '../statement/statement-document.js';
import type { AcceptedBarrier } from '../statement/statement-types.js';
import {
  compareCriterionIds,
  criterionTitle,
  WCAG_CRITERIA,
  WCAG_CRITERIA_BY_ID,
  type WcagCriterion,
} from '../wcag-criteria.js';
import {
  type AcrComponent,
  EN_CLOSED_AND_HARDWARE,
  EN_EXTRA_CHAPTER_TITLES,
  EN_FUNCTIONAL_PERFORMANCE,
  EN_HARDWARE,
  EN_PLATFORM_SOFTWARE,
  EN_RELAY,
  SECTION_508_AUTHORING,
  SECTION_508_FUNCTIONAL_PERFORMANCE,
  SECTION_508_HARDWARE,
  SECTION_508_PLATFORM_SOFTWARE,
  SECTION_508_SUPPORT,
} from './acr-catalog.js';
import {
  ACR_EDITION_STANDARDS,
  type AcrEdition,
  type AcrStandard,
  EN301549_ACR_CHAPTERS,
  type En301549AcrChapter,
  OPENACR_508_CHAPTERS,
  OPENACR_EN301549_CHAPTERS,
  OPENACR_WCAG_CHAPTERS,
  openAcrCatalog,
  SECTION_508_CHAPTERS,
  type Section508Chapter,
  WCAG_TABLE_LEVELS,
} from './acr-editions.js';
import { type AcrLevel, type AcrLevelEvidence, acrLevel } from './acr-levels.js';
import { ACR_LEVEL_LABELS, ACR_TEXTS, type AcrTexts } from './acr-texts.js';

/*
 * An Accessibility Conformance Report as a document model, built from plain data (the rows of a
 * site's conformance table as the API shows them, the product, the edition), so that the HTML,
 * Word and OpenACR files all say the same and no renderer needs a database.
 */

/** A row of the conformance table, as the API's criterion view has it, with what the report adds. */
export interface AcrRequirement extends AcrLevelEvidence {
  /** A WCAG criterion ("1.1.1") or an EN 301 549 requirement outside chapter 9 ("10.1.3.1"). */
  id: string;
  manual: { outcome: ManualOutcome; note: string | null; reopenedAt: string | null } | null;
  violations: { rules: readonly string[]; elements: number; accepted?: boolean };
  /** Why it does not apply, by the operator's answer, in the report's language; null: it applies. */
  notApplicableBecause: string | null;
  /** Why the operator accepted the issues behind its violations (decision 029). */
  acceptedBecause?: readonly AcceptedBarrier[];
}

export interface AcrInput {
  edition: AcrEdition;
  language: Language;
  profile: ProfileId;
  product: { name: string; url: string; description: string };
  /** Who answers for the report; `email` empty when none is known. */
  vendor: { name: string; email: string };
  /** YYYY-MM-DD. */
  reportDate: string;
  /** The last finished scan: when it finished (ISO) and how many pages it checked; null: none yet. */
  scan: { finishedAt: string; pages: number } | null;
  requirements: readonly AcrRequirement[];
}

/** Where a row goes in an OpenACR file: the catalog's chapter, the criterion's num, its component. */
export interface OpenAcrPlace {
  chapter: string;
  num: string;
  component: AcrComponent;
}

export interface AcrRow {
  /** The number the standard gives it ("1.1.1", "9.1.1.1", "602.3"). */
  id: string;
  /** The Criteria cell: number, title and, for a WCAG criterion, its level. */
  criterion: string;
  level: AcrLevel;
  /** Remarks and Explanations, one paragraph each. */
  remarks: string[];
  openAcr: OpenAcrPlace;
}

export interface AcrTable {
  /** The OpenACR catalog's chapter of the table (its rows may go elsewhere: see `AcrRow.openAcr`). */
  openAcrChapter: string;
  heading: string;
  caption: string;
  /** What the whole table needs said before its rows; null: nothing. */
  note: string | null;
  rows: AcrRow[];
}

export interface AcrReport {
  standard: AcrStandard;
  heading: string;
  notes: string[];
  tables: AcrTable[];
}

export interface AcrDocument {
  language: Language;
  edition: AcrEdition;
  title: string;
  subtitle: string;
  trademark: string;
  /** The OpenACR catalog the report is written against. */
  catalog: string;
  /** The product; its description is ours ("The website …") when the operator gave none. */
  product: AcrInput['product'];
  vendor: AcrInput['vendor'];
  reportDate: string;
  columns: AcrTexts['columns'];
  /** The report's header, term by term as VPAT® lists it. */
  facts: Array<{ term: string; paragraphs: string[] }>;
  notes: string[];
  evaluationMethods: string[];
  standards: { heading: string; lead: string; items: string[] };
  terms: {
    heading: string;
    lead: string;
    items: Array<{ level: AcrLevel; label: string; description: string }>;
  };
  reports: AcrReport[];
  disclaimer: { heading: string; text: string };
}

export function acrLevelLabel(level: AcrLevel, language: Language): string {
  return ACR_LEVEL_LABELS[level][language];
}

/**
 * A row's Remarks and Explanations, in the report's language: why it does not apply, the note of
 * the person who judged it, what the automated checks found, and that the operator accepted it.
 */
export function acrRemarks(requirement: AcrRequirement, scannedPages: number, language: Language): string[] {
  const t = ACR_TEXTS[language].remarks;
  const remarks: string[] = [];
  if (requirement.notApplicableBecause) remarks.push(requirement.notApplicableBecause);
  const note = requirement.manual?.note?.trim();
  if (note) remarks.push(note);
  const { violations } = requirement;
  // An operator's "no" decides the row; what a scan found there is no failure of the site.
  if (violations.rules.length > 0 && requirement.status !== 'not-applicable') {
    remarks.push(
      fill(
        t.evidence,
        {
          rules: fillPlural(t.rules, violations.rules.length, {}, language),
          elements: fillPlural(t.elements, violations.elements, {}, language),
          pages: fillPlural(t.pages, scannedPages, { pages: requirement.violatedPages }, language),
        },
        language,
      ),
    );
    if (violations.accepted) remarks.push(acceptedRemark(requirement.acceptedBecause ?? [], language));
  }
  return remarks;
}

function acceptedRemark(reasons: readonly AcceptedBarrier[], language: Language): string {
  const t = ACR_TEXTS[language].remarks;
  if (reasons.length === 0) return t.acceptedWithout;
  const date = (iso: string) => formatStatementDate(iso, language);
  const words = reasons.map((entry) => {
    const reason = acceptReasonWord(entry.reason, language);
    if (entry.reason === 'disproportionate_burden' && entry.assessedOn)
      return fill(t.acceptedAssessed, { reason, date: date(entry.assessedOn) }, language);
    if (entry.reason === 'planned' && entry.plannedOn)
      return fill(t.acceptedPlanned, { reason, date: date(entry.plannedOn) }, language);
    return reason;
  });
  return fill(t.accepted, { reasons: words.join('; ') }, language);
}

const WCAG_VERSIONS: readonly WcagCriterion['version'][] = ['2.0', '2.1', '2.2'];

/** A WCAG version's criteria at a level, as the OpenACR catalog of that version lists them (4.1.1 too). */
function wcagCriteria(version: '2.1' | '2.2', level: WcagLevel): WcagCriterion[] {
  const upTo = WCAG_VERSIONS.slice(0, WCAG_VERSIONS.indexOf(version) + 1);
  return WCAG_CRITERIA.filter((criterion) => criterion.level === level && upTo.includes(criterion.version));
}

export function acrDocument(input: AcrInput): AcrDocument {
  const { language } = input;
  const t = ACR_TEXTS[language];
  const target = CONFORMANCE_TARGETS[input.profile];
  // The report's EN 301 549 is the claim's edition, else the one VPAT® 2.5 cites.
  const en301549: En301549Edition = EN301549_EDITIONS[target.en301549 ?? '3.2.1'];
  const scannedPages = input.scan?.pages ?? 0;
  const byId = new Map(input.requirements.map((requirement) => [requirement.id, requirement]));
  /** The requirements of the table that some row of the report shows. */
  const shown = new Set<string>();

  const fixed = (
    id: string,
    criterion: string,
    level: AcrLevel,
    remark: string,
    openAcr: OpenAcrPlace,
  ): AcrRow => ({ id, criterion, level, remarks: [remark], openAcr });

  /** A row judged by a requirement of the table; a requirement the profile lacks is not evaluated. */
  const judged = (
    id: string,
    criterion: string,
    requirement: AcrRequirement | undefined,
    openAcr: OpenAcrPlace,
    lead: string[] = [],
  ): AcrRow => {
    if (!requirement) return fixed(id, criterion, 'not-evaluated', t.remarks.notInProfile, openAcr);
    shown.add(requirement.id);
    return {
      id,
      criterion,
      level: acrLevel(requirement, scannedPages),
      remarks: [...lead, ...acrRemarks(requirement, scannedPages, language)],
      openAcr,
    };
  };

  const wcagPlace = (criterion: WcagCriterion, component: AcrComponent): OpenAcrPlace => ({
    chapter: OPENACR_WCAG_CHAPTERS[criterion.level],
    num: criterion.id,
    component,
  });

  const wcagRow = (criterion: WcagCriterion): AcrRow => {
    const label = fill(
      t.wcagCriterion,
      { id: criterion.id, title: criterionTitle(criterion, language), level: criterion.level },
      language,
    );
    const place = wcagPlace(criterion, 'web');
    const requirement = byId.get(criterion.id);
    if (requirement) return judged(criterion.id, label, requirement, place);
    if (criterion.obsoleteInWcag22 && target.wcagVersion === '2.2')
      return fixed(criterion.id, label, 'not-applicable', t.remarks.obsoleteInWcag22, place);
    if (criterion.level === 'AAA')
      return fixed(criterion.id, label, 'not-evaluated', t.remarks.aaaNotInProfile, place);
    return fixed(criterion.id, label, 'not-evaluated', t.remarks.notInProfile, place);
  };

  const table = (
    openAcrChapter: string,
    heading: string,
    report: string,
    rows: AcrRow[],
    note: string | null = null,
  ): AcrTable => ({
    openAcrChapter,
    heading,
    caption: fill(t.caption, { table: heading, report }, language),
    note,
    rows,
  });

  const wcagReport = (): AcrReport => {
    const heading = fill(t.reports.wcag, { wcag: `WCAG ${target.wcagVersion}` }, language);
    return {
      standard: 'wcag',
      heading,
      notes: [],
      tables: WCAG_TABLE_LEVELS.map((level) =>
        table(
          OPENACR_WCAG_CHAPTERS[level],
          t.wcagTables[level],
          heading,
          wcagCriteria(target.wcagVersion, level).map(wcagRow),
        ),
      ),
    };
  };

  const section508Report = (): AcrReport => {
    const heading = t.reports.section508;
    const place = (chapter: Section508Chapter, num: string): OpenAcrPlace => ({
      chapter: OPENACR_508_CHAPTERS[chapter],
      num,
      component: 'none',
    });
    const mapped =
      (chapter: Section508Chapter) =>
      ([id, handle, clauseId, onlyNotApplicable]: (typeof SECTION_508_SUPPORT)[number]): AcrRow => {
        const source = byId.get(clauseId);
        const criterion = `${id} ${handle}`;
        if (source && onlyNotApplicable && source.status !== 'not-applicable')
          return fixed(id, criterion, 'not-evaluated', t.remarks.pdfExport, place(chapter, id));
        const title = clauseOf(en301549.version, clauseId)?.title[language] ?? '';
        const lead = fill(t.remarks.mapped, { clause: clauseId, title }, language);
        return judged(id, criterion, source, place(chapter, id), [lead]);
      };
    const rows: Record<Section508Chapter, AcrRow[]> = {
      3: SECTION_508_FUNCTIONAL_PERFORMANCE.map(([id, handle]) =>
        fixed(id, `${id} ${handle}`, 'not-evaluated', t.remarks.functionalPerformance, place(3, id)),
      ),
      4: SECTION_508_HARDWARE.map(([id, handle]) =>
        fixed(id, `${id} ${handle}`, 'not-applicable', t.remarks.hardware, place(4, id)),
      ),
      5: [
        ...SECTION_508_PLATFORM_SOFTWARE.map(([id, handle]) =>
          fixed(id, `${id} ${handle}`, 'not-applicable', t.remarks.section508Platform, place(5, id)),
        ),
        ...SECTION_508_AUTHORING.map(mapped(5)),
      ],
      6: SECTION_508_SUPPORT.map(mapped(6)),
    };
    return {
      standard: 'section508',
      heading,
      notes: [t.reportNotes.section508],
      tables: SECTION_508_CHAPTERS.map((chapter) =>
        table(
          OPENACR_508_CHAPTERS[chapter],
          t.section508Chapters[chapter],
          heading,
          rows[chapter],
          chapter === 5 ? t.tableNotes.section508Software : null,
        ),
      ),
    };
  };

  const en301549Report = (): AcrReport => {
    const heading = t.reports.en301549;
    const enPlace = (chapter: En301549AcrChapter, num: string): OpenAcrPlace => ({
      chapter: OPENACR_EN301549_CHAPTERS[chapter],
      num,
      component: 'none',
    });
    const notOurs = (
      chapter: En301549AcrChapter,
      rows: ReadonlyArray<readonly [string, string, string]>,
      level: AcrLevel,
      remark: string,
    ) =>
      rows.map(([id, en, de]) =>
        fixed(id, `${id} ${language === 'de' ? de : en}`, level, remark, enPlace(chapter, id)),
      );
    const clauseRow = (clause: En301549Clause): AcrRow => {
      const label = `${clause.id} ${clause.title[language]}`;
      const mirrored = clause.wcag ? WCAG_CRITERIA_BY_ID.get(clause.wcag) : undefined;
      if (mirrored && clause.chapter === 9)
        return judged(clause.id, label, byId.get(mirrored.id), wcagPlace(mirrored, 'web'));
      // The catalog keeps a document's WCAG rows in the WCAG tables, as their electronic-docs component.
      const place = mirrored
        ? wcagPlace(mirrored, 'electronic-docs')
        : enPlace(clause.chapter as En301549AcrChapter, clause.id);
      return judged(clause.id, label, byId.get(clause.id), place);
    };
    const ours = (chapter: En301549Chapter) =>
      en301549.clauses.filter((clause) => clause.chapter === chapter).map(clauseRow);
    const merged = (rows: AcrRow[]) => rows.sort((a, b) => compareCriterionIds(a.id, b.id));
    const rows: Record<En301549AcrChapter, AcrRow[]> = {
      4: notOurs(4, EN_FUNCTIONAL_PERFORMANCE, 'not-evaluated', t.remarks.functionalPerformance),
      5: merged([...notOurs(5, EN_CLOSED_AND_HARDWARE, 'not-applicable', t.remarks.hardware), ...ours(5)]),
      6: ours(6),
      7: ours(7),
      8: notOurs(8, EN_HARDWARE, 'not-applicable', t.remarks.hardware),
      9: ours(9),
      10: ours(10),
      11: merged([
        ...notOurs(11, EN_PLATFORM_SOFTWARE, 'not-applicable', t.remarks.platformSoftware),
        ...ours(11),
      ]),
      12: ours(12),
      13: notOurs(13, EN_RELAY, 'not-applicable', t.remarks.relay),
    };
    const notes: Partial<Record<En301549AcrChapter, string>> = {
      9: fill(t.tableNotes.en9, { wcag: `WCAG ${en301549.wcagVersion}` }, language),
      10: t.tableNotes.en10,
      11: t.tableNotes.en11,
    };
    return {
      standard: 'en301549',
      heading,
      notes: [t.reportNotes.en301549],
      tables: EN301549_ACR_CHAPTERS.map((chapter) => {
        const title =
          chapter === 4 || chapter === 8 || chapter === 13
            ? EN_EXTRA_CHAPTER_TITLES[chapter][language]
            : EN301549_CHAPTER_TITLES[chapter][language];
        return table(
          OPENACR_EN301549_CHAPTERS[chapter],
          fill(t.chapter, { number: chapter, title }, language),
          heading,
          rows[chapter],
          notes[chapter] ?? null,
        );
      }),
    };
  };

  const standards = ACR_EDITION_STANDARDS[input.edition];
  const builders: Record<AcrStandard, () => AcrReport> = {
    wcag: wcagReport,
    section508: section508Report,
    en301549: en301549Report,
  };
  const reports = standards.map((standard) => builders[standard]());

  const shownRequirements = [...shown].map((id) => byId.get(id)!);
  const untested = shownRequirements.filter((requirement) => requirement.status === 'not-tested').length;
  const byPerson = shownRequirements.filter(
    (requirement) => requirement.manual && requirement.manual.reopenedAt === null,
  ).length;
  const engines = new Intl.ListFormat(language, { type: 'conjunction' }).format(
    ENGINES.map((engine) => ENGINE_NAMES[engine]),
  );
  const evaluationMethods = [
    input.scan
      ? fillPlural(
          t.evaluationScan,
          input.scan.pages,
          { date: formatStatementDate(input.scan.finishedAt, language), engines },
          language,
        )
      : t.evaluationNoScan,
    fillPlural(t.evaluationManual, byPerson, {}, language),
    ...(standards.includes('en301549') && target.en301549 ? [t.evaluationApplicability] : []),
    t.evaluationLevels,
  ];
  const notes = [
    fill(t.notes, { url: input.product.url }, language),
    ...(untested > 0 ? [fillPlural(t.incomplete, untested, {}, language)] : []),
  ];
  const { vendor } = input;
  const product = {
    ...input.product,
    description: input.product.description.trim() || fill(t.descriptionFallback, input.product, language),
  };
  return {
    language,
    edition: input.edition,
    title: fill(t.title, { product: product.name }, language),
    subtitle: `${t.editions[input.edition]} – ${t.basedOn}`,
    trademark: t.trademark,
    catalog: openAcrCatalog(
      input.edition,
      input.edition === 'eu' ? en301549.wcagVersion : target.wcagVersion,
    ),
    product,
    vendor,
    reportDate: input.reportDate,
    columns: t.columns,
    facts: [
      { term: t.facts.product, paragraphs: [fill(t.productValue, product, language)] },
      { term: t.facts.reportDate, paragraphs: [formatStatementDate(input.reportDate, language)] },
      { term: t.facts.description, paragraphs: [product.description] },
      {
        term: t.facts.contact,
        paragraphs: [fill(vendor.email ? t.contactValue : t.contactMissing, vendor, language)],
      },
      { term: t.facts.notes, paragraphs: notes },
      { term: t.facts.evaluation, paragraphs: evaluationMethods },
    ],
    notes,
    evaluationMethods,
    standards: {
      heading: t.standardsHeading,
      lead: t.standardsLead,
      items: standards.map((standard) =>
        standard === 'wcag'
          ? fill(
              target.level === 'AAA' ? t.standardWcagAaa : t.standardWcag,
              { wcag: `WCAG ${target.wcagVersion}` },
              language,
            )
          : standard === 'section508'
            ? t.standard508
            : fill(
                t.standardEn301549,
                { version: en301549.version, published: en301549.published ?? '' },
                language,
              ),
      ),
    },
    terms: {
      heading: t.termsHeading,
      lead: t.termsLead,
      items: (Object.keys(t.terms) as AcrLevel[]).map((level) => ({
        level,
        label: acrLevelLabel(level, language),
        description: t.terms[level],
      })),
    },
    reports,
    disclaimer: { heading: t.disclaimerHeading, text: t.disclaimer },
  };
}
