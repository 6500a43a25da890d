import {
  escapeHtml as e,
  formatStatementDate,
  LANGUAGES,
  type Language,
  type PublishedStatementContent,
  STATEMENT_TEXTS,
  statementDocument,
  statementHtml,
  statementPagePath,
} from '@klarsicht/report';
import { fill } from '@klarsicht/texts';
import { LANGUAGE_NAMES } from '../../platform/i18n/language.js';
import type { StatementVersionRow } from './statements-repo.js';

/** Served at STATEMENT_STYLESHEET_PATH: the page has no inline style and no script at all. */
export const STATEMENT_STYLESHEET_PATH = '/erklaerung/assets/statement.css';

export const STATEMENT_STYLESHEET = `:root {
  color-scheme: light dark;
  --bg: #ffffff; --text: #0f172a; --muted: #475569; --link: #1d4ed8; --rule: #cbd5e1; --focus: #1e3a8a;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif;
  line-height: 1.6;
}
@media (prefers-color-scheme: dark) {
  :root { --bg: #0f172a; --text: #f1f5f9; --muted: #cbd5e1; --link: #93c5fd; --rule: #475569; --focus: #fde047; }
}
body { margin: 0; background: var(--bg); color: var(--text); }
.page { max-width: 48rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
a { color: var(--link); text-decoration: underline; text-underline-offset: 2px; }
a:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; border-radius: 2px; }
h1 { font-size: 2rem; line-height: 1.25; margin: 1rem 0 1.5rem; }
h2 { font-size: 1.35rem; margin: 2rem 0 0.5rem; }
address { font-style: normal; margin: 0.5rem 0 1rem; }
footer { border-top: 1px solid var(--rule); margin-top: 3rem; padding-top: 1rem; color: var(--muted); }
footer h2 { font-size: 1rem; color: var(--text); }
.brand { display: flex; align-items: center; gap: 0.75rem; }
.brand-logo { max-height: 2.5rem; max-width: 10rem; }
.skip { position: absolute; left: -9999px; }
.skip:focus { position: static; }
nav ul, footer ul { padding-left: 1.25rem; }
`;

function brandFooter(brand: { name: string; logoUrl: string | null } | undefined): string | undefined {
  if (!brand) return undefined;
  const logo = brand.logoUrl ? `<img class="brand-logo" src="${e(brand.logoUrl)}" alt="">` : '';
  // The logo is decoration beside the name, which is always written out.
  return `<p class="brand">${logo}${e(brand.name)}</p>`;
}

/**
 * The public page of a statement: the version asked for (the latest by default) in `language`,
 * with the other language and the earlier versions linked. It carries `generator` and its JSON
 * alternate, by which our own check recognises a statement made with Klarsicht. No script, no
 * tracking, nothing loaded from elsewhere.
 */
export function statementPage(input: {
  publicId: string;
  language: Language;
  shown: StatementVersionRow;
  versions: readonly StatementVersionRow[];
  /** A client's name and logo (a data: address), shown in the footer instead of "made with Klarsicht". */
  brand?: { name: string; logoUrl: string | null } | undefined;
}): string {
  const { publicId, language, shown, versions, brand } = input;
  const content: PublishedStatementContent = shown.content;
  const t = STATEMENT_TEXTS[language];
  const other = LANGUAGES.find((candidate) => candidate !== language)!;
  const base = statementPagePath(publicId);
  const query = (lang: Language, version?: number) =>
    `${base}?lang=${lang}${version === undefined ? '' : `&amp;version=${version}`}`;
  const latest = versions[0]!;
  const versionLinks = versions
    .map((version) => {
      const label = e(
        fill(t.versionOf, { date: formatStatementDate(version.publishedAt.toISOString(), language) }),
      );
      const current = version.number === shown.number ? ' aria-current="page"' : '';
      const href = version.number === latest.number ? query(language) : query(language, version.number);
      return `<li><a href="${href}"${current}>${label}</a></li>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(`${t.title} – ${content.site}`)}</title>
<meta name="generator" content="Klarsicht">
<link rel="alternate" type="application/json" href="/api/statements/${encodeURIComponent(publicId)}?lang=${language}">
<link rel="alternate" hreflang="${other}" href="${query(other, shown.number === latest.number ? undefined : shown.number)}">
<link rel="stylesheet" href="${STATEMENT_STYLESHEET_PATH}">
</head>
<body>
<div class="page">
<a class="skip" href="#statement">${e(t.skipToStatement)}</a>
<nav aria-label="${e(t.languageNav)}"><a href="${query(other, shown.number === latest.number ? undefined : shown.number)}" hreflang="${other}" lang="${other}">${LANGUAGE_NAMES[other]}</a></nav>
<main id="statement">
${statementHtml(statementDocument(content, language))}
</main>
<footer>
${versions.length > 1 ? `<h2>${e(t.earlierVersions)}</h2>\n<ul>\n${versionLinks}\n</ul>` : ''}
${brandFooter(brand) ?? `<p>${e(t.generator)}</p>`}
</footer>
</div>
</body>
</html>`;
}
