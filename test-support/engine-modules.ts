import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = fileURLToPath(new URL('../', import.meta.url));
const moduleLog = fileURLToPath(new URL('./module-log.mjs', import.meta.url));

/**
 * The scan engine's modules: axe, QualWeb, pdf.js, the language detector, the crawler, and the parts
 * of the scanner and the rules that bring them. What may load without them: the rule catalogue
 * (`@klarsicht/rules`), scan options (`@klarsicht/scanner/options`), a report's figures
 * (`@klarsicht/scanner/results`) and Chromium (`@klarsicht/scanner/browser`, for PDF reports).
 */
export const ENGINE_MODULE =
  /node_modules\/(axe-core\/axe|@qualweb|pdfjs-dist|franc|robots-parser)|packages\/scanner\/src\/(index|analyse\/(?!axe-version)|browser-checks|checks|documents|scan\/(scanner|run-scan)|discovery\/(crawl-frontier|sitemaps|robots))|packages\/rules\/src\/evaluate/;

/**
 * Every module a fresh Node process resolves while it runs `script` (an ES module body, run from
 * the repository's root), from the sources (`--conditions=source`), as paths from the root.
 */
export async function modulesLoadedBy(script: string): Promise<string[]> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', '--import', moduleLog, '--input-type=module', '-e', script],
    { cwd: root, maxBuffer: 64 * 1024 * 1024 },
  );
  return stdout
    .split('\n')
    .filter((line) => line.startsWith('module '))
    .map((line) => line.slice('module '.length).replace(`file://${root}`, ''));
}
