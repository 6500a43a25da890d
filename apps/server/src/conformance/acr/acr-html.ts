import { type AcrDocument, type AcrTable, acrLevelLabel, escapeHtml as e } from '@klarsicht/report';

/**
 * The report's own policy: no script, nothing loaded, its one inline stylesheet. The route sends it
 * in place of the API's (which allows no inline style), and the page repeats it for a saved copy.
 */
export const ACR_HTML_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

// On a narrow screen (320 px) each row becomes a block whose cells say their column's name, rather
// than three columns too narrow for a word; the tables' explicit roles keep them tables to
// assistive technology, which some browsers forget once a table is displayed as blocks. The
// labels are decoration (empty alternative text): the cells already have their column headers.
// Colours meet 4.5:1 in both schemes.
const CSS = `:root {
  color-scheme: light dark;
  --bg: #ffffff; --text: #111827; --muted: #4b5563; --rule: #6b7280; --head: #e5e7eb;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif;
  line-height: 1.5;
}
@media (prefers-color-scheme: dark) {
  :root { --bg: #111827; --text: #f3f4f6; --muted: #d1d5db; --rule: #9ca3af; --head: #1f2937; }
}
body { margin: 0; background: var(--bg); color: var(--text); }
.page { max-width: 64rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; overflow-wrap: break-word; }
h1 { font-size: 1.9rem; line-height: 1.25; margin: 0.5rem 0; }
h2 { font-size: 1.35rem; margin: 2.25rem 0 0.5rem; }
.subtitle, footer { color: var(--muted); }
dt { font-weight: 700; margin-top: 1rem; }
dd { margin: 0.25rem 0 0; }
dd p { margin: 0 0 0.5rem; }
table { width: 100%; border-collapse: collapse; table-layout: fixed; margin: 0.75rem 0 1.5rem; }
caption { text-align: start; font-weight: 700; padding-bottom: 0.5rem; }
th, td { border: 1px solid var(--rule); padding: 0.5rem; text-align: start; vertical-align: top; hyphens: auto; overflow-wrap: anywhere; }
thead th { background: var(--head); }
th[scope="row"] { font-weight: 400; }
thead th:first-child { width: 32%; }
thead th:nth-child(2) { width: 20%; }
td p { margin: 0 0 0.5rem; }
td p:last-child { margin-bottom: 0; }
footer { border-top: 1px solid var(--rule); margin-top: 3rem; padding-top: 1rem; }
@media (max-width: 40rem) {
  table, caption, tbody, tr, th[scope="row"], td { display: block; width: auto; }
  td:empty { display: none; }
  thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  tr { border: 1px solid var(--rule); margin-bottom: 0.75rem; }
  th, td { border: 0; overflow-wrap: break-word; }
  th[scope="row"] { font-weight: 700; background: var(--head); }
  td[data-label]::before { content: attr(data-label) ": "; content: attr(data-label) ": " / ""; font-weight: 700; }
  td[data-label] p:first-child { display: inline; }
}
@media print { :root { color-scheme: light; } thead { display: table-header-group; } tr { break-inside: avoid; } }
`;

const paragraphs = (texts: readonly string[]) => texts.map((text) => `<p>${e(text)}</p>`).join('');

function tableHtml(table: AcrTable, document: AcrDocument): string {
  const { columns, language } = document;
  const [level, remarks] = [e(columns.level), e(columns.remarks)];
  const rows = table.rows
    .map(
      (row) =>
        `<tr role="row"><th scope="row" role="rowheader">${e(row.criterion)}</th><td role="cell" data-label="${level}">${e(acrLevelLabel(row.level, language))}</td><td role="cell"${row.remarks.length > 0 ? ` data-label="${remarks}"` : ''}>${paragraphs(row.remarks)}</td></tr>`,
    )
    .join('\n');
  return `<h2>${e(table.heading)}</h2>
${table.note ? `<p>${e(table.note)}</p>\n` : ''}<table role="table">
<caption>${e(table.caption)}</caption>
<thead role="rowgroup"><tr role="row"><th scope="col" role="columnheader">${e(columns.criteria)}</th><th scope="col" role="columnheader">${level}</th><th scope="col" role="columnheader">${remarks}</th></tr></thead>
<tbody role="rowgroup">
${rows}
</tbody>
</table>`;
}

/** The report as one self-contained, accessible page: no script, nothing loaded from elsewhere. */
export function acrHtml(document: AcrDocument): string {
  const facts = document.facts
    .map((fact) => `<dt>${e(fact.term)}</dt><dd>${paragraphs(fact.paragraphs)}</dd>`)
    .join('\n');
  const { standards, terms } = document;
  const reports = document.reports
    .map(
      (report) =>
        `<h2>${e(report.heading)}</h2>\n${paragraphs(report.notes)}\n${report.tables.map((table) => tableHtml(table, document)).join('\n')}`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="${document.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta http-equiv="Content-Security-Policy" content="${ACR_HTML_CSP}">
<meta name="generator" content="Klarsicht">
<title>${e(document.title)}</title>
<style>${CSS}</style>
</head>
<body>
<div class="page">
<header>
<h1>${e(document.title)}</h1>
<p class="subtitle">${e(document.subtitle)}</p>
</header>
<main>
<dl>
${facts}
</dl>
<h2>${e(standards.heading)}</h2>
<p>${e(standards.lead)}</p>
<ul>${standards.items.map((item) => `<li>${e(item)}</li>`).join('')}</ul>
<h2>${e(terms.heading)}</h2>
<p>${e(terms.lead)}</p>
<dl>${terms.items.map((term) => `<dt>${e(term.label)}</dt><dd>${e(term.description)}</dd>`).join('')}</dl>
${reports}
<h2>${e(document.disclaimer.heading)}</h2>
<p>${e(document.disclaimer.text)}</p>
</main>
<footer><p>${e(document.trademark)}</p></footer>
</div>
</body>
</html>
`;
}
