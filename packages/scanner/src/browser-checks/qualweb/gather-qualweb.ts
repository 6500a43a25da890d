import type { QualwebFacts, QualwebVerdict } from '@klarsicht/rules';
import type { ElementRef } from '../page-helpers.js';

interface QualwebReport {
  assertions: Record<
    string,
    {
      results: Array<{
        verdict: string;
        resultCode: string;
        elements: Array<{ pointer?: string; htmlCode?: string }>;
      }>;
    }
  >;
}

interface QualwebWindow {
  ACTRulesRunner: new (
    options: { include: string[] },
    locale: string,
  ) => { configure(options: { include: string[] }): { test(data: object): { getReport(): QualwebReport } } };
  __klarsichtChecks?: { describe(element: unknown): ElementRef };
  document: QualwebRoot & { querySelector(selector: string): QualwebElement | null };
}

interface QualwebElement {
  textContent: string | null;
  shadowRoot: QualwebRoot | null;
  removeAttribute(name: string): void;
}

interface QualwebRoot {
  querySelectorAll(selector: string): ArrayLike<QualwebElement>;
}

/**
 * Runs INSIDE the page, after QualWeb's script and our page helpers: QualWeb's rules `codes`, their
 * elements named by our selectors (axe's), so that findings of both engines on one element meet.
 * Self-contained, like every gatherer. Warnings are left out: axe's needs-review covers the same
 * doubts (text over images, shadows), and two engines asking the same question help no one.
 */
export function runQualwebRules(codes: string[]): QualwebFacts {
  const win = globalThis as unknown as QualwebWindow;
  const facts: QualwebFacts = {};
  const judged: Array<{
    code: string;
    verdict: 'passed' | 'failed';
    resultCode: string;
    found: QualwebElement | null;
    pointer?: string;
    htmlCode?: string;
  }> = [];
  for (const code of codes) {
    // One rule at a time: a rule that throws on the page (QualWeb's colour parser does not know
    // every CSS colour syntax) costs only its own verdicts.
    let results: QualwebReport['assertions'][string]['results'];
    try {
      const options = { include: [code] };
      const report = new win.ACTRulesRunner(options, 'en').configure(options).test({}).getReport();
      results = report.assertions[code]?.results ?? [];
      facts[code] = [];
    } catch (error) {
      facts[code] = { error: String(error).split('\n')[0]!.slice(0, 200) };
      continue;
    }
    // Passes are kept as one example, as axe gives them: naming every element costs time.
    let passedShown = false;
    for (const result of results) {
      const verdict = result.verdict;
      if (verdict !== 'passed' && verdict !== 'failed') continue;
      for (const element of result.elements) {
        if (verdict === 'passed' && passedShown) continue;
        passedShown ||= verdict === 'passed';
        let found: QualwebElement | null = null;
        try {
          found = element.pointer ? win.document.querySelector(element.pointer) : null;
        } catch {
          found = null;
        }
        judged.push({ code, verdict, resultCode: result.resultCode, found, ...element });
      }
    }
  }
  // QualWeb marks every element it looked at; the page must be as it was for what comes after.
  const roots: QualwebRoot[] = [win.document];
  while (roots.length > 0) {
    const root = roots.pop()!;
    for (const element of Array.from(root.querySelectorAll('*'))) {
      element.removeAttribute('qw-selector');
      element.removeAttribute('qw-css-rules');
      if (element.shadowRoot) roots.push(element.shadowRoot);
    }
  }
  for (const { code, verdict, resultCode, found, pointer, htmlCode } of judged) {
    const ref =
      found && win.__klarsichtChecks
        ? win.__klarsichtChecks.describe(found)
        : { selector: pointer ?? 'html', html: htmlCode ?? '' };
    (facts[code] as QualwebVerdict[]).push({
      ...ref,
      outcome: verdict,
      resultCode,
      hasLetters: /\p{L}/u.test(found?.textContent ?? htmlCode ?? ''),
    });
  }
  return facts;
}
