import { type AcrDocument, type AcrTable, acrLevelLabel } from '@klarsicht/report';
import {
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  type ParagraphChild,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';

/** Word's language tags: the document's language decides spelling, hyphenation and what a screen reader speaks. */
const WORD_LANGUAGES = { de: 'de-DE', en: 'en-US' } as const;

const paragraph = (text: string, bold = false) =>
  new Paragraph({ children: [new TextRun({ text, bold })] satisfies ParagraphChild[] });

const heading = (text: string, level: (typeof HeadingLevel)[keyof typeof HeadingLevel]) =>
  new Paragraph({ text, heading: level });

/** A paragraph per text; a cell needs at least one. */
const cellParagraphs = (texts: readonly string[]) =>
  (texts.length > 0 ? texts : ['']).map((text) => paragraph(text));

function tableOf(table: AcrTable, document: AcrDocument): Table {
  const { columns, language } = document;
  const header = new TableRow({
    // Word repeats the header row on every page and tells assistive technology it is one.
    tableHeader: true,
    cantSplit: true,
    children: [columns.criteria, columns.level, columns.remarks].map(
      (text) => new TableCell({ children: [paragraph(text, true)] }),
    ),
  });
  const rows = table.rows.map(
    (row) =>
      new TableRow({
        cantSplit: true,
        children: [
          new TableCell({ children: [paragraph(row.criterion)] }),
          new TableCell({ children: [paragraph(acrLevelLabel(row.level, language))] }),
          new TableCell({ children: cellParagraphs(row.remarks) }),
        ],
      }),
  );
  return new Table({
    rows: [header, ...rows],
    width: { size: 100, type: WidthType.PERCENTAGE },
    columnWidths: [2900, 1800, 4300],
  });
}

/** The report as a Word document: real headings, repeated table headers, the language set. */
export async function acrDocx(document: AcrDocument): Promise<Buffer> {
  const children: Array<Paragraph | Table> = [
    heading(document.title, HeadingLevel.HEADING_1),
    paragraph(document.subtitle),
  ];
  for (const fact of document.facts) {
    children.push(paragraph(fact.term, true), ...fact.paragraphs.map((text) => paragraph(text)));
  }
  const { standards, terms } = document;
  children.push(
    heading(standards.heading, HeadingLevel.HEADING_2),
    paragraph(standards.lead),
    ...standards.items.map((item) => new Paragraph({ text: item, bullet: { level: 0 } })),
    heading(terms.heading, HeadingLevel.HEADING_2),
    paragraph(terms.lead),
    ...terms.items.map(
      (term) =>
        new Paragraph({
          children: [new TextRun({ text: `${term.label}: `, bold: true }), new TextRun(term.description)],
        }),
    ),
  );
  // Flat, as the HTML has it: a report's heading and each of its tables are sections of the same rank.
  for (const report of document.reports) {
    children.push(
      heading(report.heading, HeadingLevel.HEADING_2),
      ...report.notes.map((text) => paragraph(text)),
    );
    for (const table of report.tables) {
      children.push(heading(table.heading, HeadingLevel.HEADING_2));
      if (table.note) children.push(paragraph(table.note));
      children.push(tableOf(table, document));
    }
  }
  children.push(
    heading(document.disclaimer.heading, HeadingLevel.HEADING_2),
    paragraph(document.disclaimer.text),
    paragraph(document.trademark),
  );
  const word = new Document({
    title: document.title,
    subject: document.subtitle,
    creator: 'Klarsicht',
    description: document.subtitle,
    styles: {
      default: { document: { run: { language: { value: WORD_LANGUAGES[document.language] } } } },
    },
    sections: [{ children }],
  });
  return Packer.toBuffer(word);
}
