/** The print stylesheet of the report page, inlined: the page loads nothing from anywhere. */
export const REPORT_CSS = `
@page { size: A4; margin: 18mm 16mm 20mm 16mm; }
* { box-sizing: border-box; }
html { font-family: "DejaVu Sans", "Liberation Sans", Arial, sans-serif; font-size: 10pt; color: #1a1a1a; line-height: 1.45; }
body { margin: 0; }
h1 { font-size: 24pt; margin: 0 0 4pt; color: #0b3d62; }
h2 { font-size: 15pt; margin: 18pt 0 8pt; color: #0b3d62; border-bottom: 1.5pt solid #0b3d62; padding-bottom: 3pt; }
h3 { font-size: 12.5pt; margin: 14pt 0 6pt; color: #0b3d62; }
h4 { font-size: 11pt; margin: 0 0 4pt; }
p { margin: 0 0 6pt; }
.subtitle { font-size: 12pt; color: #444; margin-bottom: 16pt; }
.brand { margin: 0 0 12pt; }
.brand-logo { max-height: 40pt; max-width: 180pt; }
.brand-name { font-size: 14pt; font-weight: bold; color: #222; }
h2, h3 { break-after: avoid; }
.keep-together { break-inside: avoid; }
table { border-collapse: collapse; width: 100%; margin: 0 0 10pt; }
th, td { text-align: left; vertical-align: top; padding: 3pt 6pt; border-bottom: 0.5pt solid #bbb; }
th { background: #eef3f7; }
td.number, th.number { text-align: right; }
table.facts { margin: 0 0 12pt; }
table.facts th { width: 42mm; background: none; }
table.facts td { overflow-wrap: anywhere; }
.tiles { display: flex; gap: 8pt; margin: 0 0 12pt; padding: 0; list-style: none; }
.tile { flex: 1; border: 1pt solid #bbb; border-radius: 4pt; padding: 6pt 8pt; }
.tile .value { font-size: 18pt; font-weight: bold; display: block; }
.rule { border: 0.75pt solid #bbb; border-left: 4pt solid #777; border-radius: 3pt; padding: 8pt 10pt; margin: 0 0 10pt; }
.rule.impact-critical { border-left-color: #a4161a; }
.rule.impact-serious { border-left-color: #d9480f; }
.rule.impact-moderate { border-left-color: #b08900; }
.rule.impact-minor { border-left-color: #1864ab; }
.rule-head { display: flex; justify-content: space-between; gap: 8pt; align-items: baseline; }
.badge { font-size: 8.5pt; font-weight: bold; border: 1pt solid currentColor; border-radius: 8pt; padding: 0 6pt; white-space: nowrap; }
.rule-id { font-family: "DejaVu Sans Mono", monospace; font-size: 9pt; color: #444; }
.standards { font-size: 9pt; margin: 4pt 0 6pt; }
.standards dt { font-weight: bold; display: inline; }
.standards dd { display: inline; margin: 0 10pt 0 2pt; }
.label { font-weight: bold; margin: 6pt 0 2pt; }
pre, code { font-family: "DejaVu Sans Mono", monospace; font-size: 8pt; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f6f6f6; border: 0.5pt solid #ddd; padding: 4pt; margin: 2pt 0 4pt; }
.failure-summary { border-left: 1.5pt solid #ddd; padding-left: 6pt; margin: 2pt 0 4pt; overflow-wrap: anywhere; }
.failure-summary p { margin: 2pt 0 0; }
.failure-summary ul { margin: 1pt 0 2pt; padding-left: 12pt; }
ul { margin: 0 0 6pt; padding-left: 14pt; }
li { overflow-wrap: anywhere; }
ol.nodes { padding-left: 16pt; margin: 0; }
ol.nodes li { margin-bottom: 4pt; break-inside: avoid; }
.muted { color: #555; font-size: 9pt; }
.decision { font-weight: 600; margin: 2pt 0 0; }
a { color: #0b3d62; }
.note { background: #fff4e0; border: 1pt solid #d9a400; border-radius: 3pt; padding: 6pt 8pt; margin: 8pt 0; }
`;
