import type { AcrDocument } from '@klarsicht/report';
import { stringify } from 'yaml';

/*
 * The report as an OpenACR file (GSA's schema openacr-0.1.0), against the catalog the document
 * names: rows go to the catalog's chapters, a document's WCAG rows (EN 301 549 chapter 10) to the
 * WCAG tables as their electronic-docs component, as the catalogs list them.
 */

interface OpenAcrComponent {
  name: string;
  adherence: { level: string; notes: string };
}

interface OpenAcrChapter {
  notes?: string;
  criteria?: Array<{ num: string; components: OpenAcrComponent[] }>;
}

/** The OpenACR file's data, as the schema has it. */
export function openAcrData(document: AcrDocument) {
  const chapters: Record<string, OpenAcrChapter> = {};
  const chapterOf = (id: string): OpenAcrChapter => {
    const chapter = chapters[id] ?? {};
    chapters[id] = chapter;
    return chapter;
  };
  const criteria = new Map<string, { num: string; components: OpenAcrComponent[] }>();
  for (const report of document.reports) {
    for (const table of report.tables) {
      const own = chapterOf(table.openAcrChapter);
      if (table.note) own.notes = table.note;
      for (const row of table.rows) {
        const { chapter, num, component } = row.openAcr;
        const key = `${chapter}\u0000${num}`;
        let criterion = criteria.get(key);
        if (!criterion) {
          criterion = { num, components: [] };
          criteria.set(key, criterion);
          const entries = chapterOf(chapter);
          entries.criteria ??= [];
          entries.criteria.push(criterion);
        }
        // The international edition shows a web criterion twice (WCAG table, EN 301 549 chapter 9): one entry.
        if (criterion.components.some((entry) => entry.name === component)) continue;
        criterion.components.push({
          name: component,
          adherence: { level: row.level, notes: row.remarks.join('\n\n') },
        });
      }
    }
  }
  const contact = {
    name: document.vendor.name,
    company_name: document.vendor.name,
    email: document.vendor.email,
    website: document.product.url,
  };
  return {
    title: document.title,
    product: { name: document.product.name, description: document.product.description },
    // Copies: the same object twice would be written as a YAML alias, which not every reader follows.
    author: { ...contact },
    vendor: { ...contact },
    report_date: document.reportDate,
    notes: document.notes.join('\n\n'),
    evaluation_methods_used: document.evaluationMethods.join('\n\n'),
    legal_disclaimer: document.disclaimer.text,
    catalog: document.catalog,
    chapters,
  };
}

export function acrOpenAcr(document: AcrDocument): string {
  return stringify(openAcrData(document));
}
