import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** What a rule must find on a fixture, named by the file's first word. */
export type FixtureOutcome = 'failed' | 'review' | 'passed' | 'inapplicable';

export interface RuleFixture {
  ruleId: string;
  /** The file's name in the rule's fixtures/ folder. */
  file: string;
  outcome: FixtureOutcome;
  /** An HTML page, or a PDF given as the objects exampleDocument puts into a plain document. */
  kind: 'html' | 'pdf';
  content: string;
}

/** `failed-trap-by-blur.html`, `passed-tagged.pdf.txt`. */
export const FIXTURE_NAME = /^(failed|review|passed|inapplicable)-[a-z0-9-]+\.(html|pdf\.txt)$/;

const RULES_DIR = fileURLToPath(new URL('../src/rules/', import.meta.url));

/** The files in a rule folder's fixtures/ (none when it has no such folder). */
export function fixtureFiles(ruleId: string): string[] {
  try {
    return readdirSync(`${RULES_DIR}${ruleId}/fixtures`).sort();
  } catch {
    return [];
  }
}

/** Every fixture of every rule folder. */
export function ruleFixtures(): RuleFixture[] {
  const rules = readdirSync(RULES_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return rules.flatMap(({ name: ruleId }) =>
    fixtureFiles(ruleId).flatMap((file): RuleFixture[] => {
      const match = FIXTURE_NAME.exec(file);
      if (!match) return [];
      return [
        {
          ruleId,
          file,
          outcome: match[1] as FixtureOutcome,
          kind: match[2] === 'html' ? 'html' : 'pdf',
          content: readFileSync(`${RULES_DIR}${ruleId}/fixtures/${file}`, 'utf8'),
        },
      ];
    }),
  );
}
