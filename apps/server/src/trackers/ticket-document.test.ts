import type { IssueView } from '@klarsicht/contracts';
import { describe, expect, it } from 'vitest';
import { toNamedPageState } from '../scans/records/views.js';
import { ticketDocument } from './ticket-document.js';

/** Where a ticket says the issue is: the page, and the flow's state where only a flow reaches it. */

const PRODUCT = 'https://shop.example/produkt';
const stored = {
  step: 3,
  trigger: 'check' as const,
  action: 'check "Warenkorb geöffnet"',
  name: 'Warenkorb geöffnet',
  flow: 'flow-cart',
};

function view(language: 'de' | 'en', inState: boolean): IssueView {
  return {
    id: '7',
    ruleId: 'image-alt',
    category: 'violations',
    source: 'axe',
    impact: 'critical',
    help: 'Images must have alternative text',
    description: 'Ensures <img> elements have alternative text',
    helpUrl: 'https://dequeuniversity.com/rules/axe/4.10/image-alt',
    wcag: [],
    en301549: [],
    actRules: [],
    element: { selector: 'img.cart', html: '<img class="cart">' },
    pageCount: 1,
    firstPageUrl: PRODUCT,
    ...(inState
      ? {
          firstPageState: toNamedPageState(
            stored,
            [{ flow: 'flow-cart', name: 'Warenkorb-Ablauf' }],
            language,
          ),
        }
      : {}),
  };
}

const where = (language: 'de' | 'en', inState: boolean) => {
  const { blocks } = ticketDocument(
    {
      view: view(language, inState),
      issueKey: 'a'.repeat(64),
      site: 'shop.example',
      resultUrl: 'https://app/x',
    },
    language,
  );
  return blocks.find((block) => block.kind === 'paragraph' && block.text.includes(PRODUCT));
};

describe('the page a ticket names', () => {
  it('carries the flow and the state the page was in, in the ticket’s language', () => {
    expect(where('de', true)).toEqual({
      kind: 'paragraph',
      text: `Gefunden auf ${PRODUCT} (Warenkorb-Ablauf – Schritt 3: „Warenkorb geöffnet“)`,
    });
    expect(where('en', true)).toEqual({
      kind: 'paragraph',
      text: `Found on ${PRODUCT} (Warenkorb-Ablauf – Step 3: "Warenkorb geöffnet")`,
    });
    expect(where('de', false)).toEqual({ kind: 'paragraph', text: `Gefunden auf ${PRODUCT}` });
  });
});
