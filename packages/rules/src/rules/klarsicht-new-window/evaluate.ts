import type { ContentFacts } from '../../artifacts/index.js';
import type { Verdict } from '../../model/rule.js';

/** Words that tell a link opens a new window or tab, in German and English. */
const NEW_WINDOW_HINT =
  /neue[mns]? (fenster|tab|browserfenster)|new (window|tab)|externe?r? link|external link/i;

export function evaluate(facts: ContentFacts): Verdict[] {
  return facts.links
    .filter((link) => link.newWindow)
    .map(({ selector, html, name, hint }) => ({
      selector,
      html,
      outcome: NEW_WINDOW_HINT.test(`${name} ${hint}`) ? 'passed' : 'failed',
      check: 'link-new-window',
    }));
}
