import type { FlowRunView, IssueView, NamedPageStateView, PageStateView } from '@klarsicht/contracts';
import { failureReason } from '@klarsicht/texts/failures';
import { flowFailureText } from '@klarsicht/texts/flows';
import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import de from '../../i18n/locales/de/scans.json';
import en from '../../i18n/locales/en/scans.json';
import {
  flowOutcome,
  flowOutcomeText,
  issuePageName,
  namedStateLabel,
  pageKey,
  pageName,
  pageStateLabel,
} from './flow-words';
import { issueName } from './issue-name';

const words = i18next.createInstance();
void words.init({
  initAsync: false,
  lng: 'de',
  fallbackLng: false,
  resources: { de: { scans: de }, en: { scans: en } },
  interpolation: { escapeValue: false },
});
const tIn = (language: 'de' | 'en') => words.getFixedT(language, 'scans') as unknown as TFunction<'scans'>;

const run = (change: Partial<FlowRunView> = {}): FlowRunView => ({
  flow: 'flow-cart',
  name: 'Warenkorb-Ablauf',
  title: 'Warenkorb',
  steps: 9,
  ...change,
});
const flows = [run(), run({ flow: 'flow-contact', name: 'Kontakt', title: 'contact' })];
const checked: PageStateView = {
  step: 4,
  trigger: 'check',
  action: 'check "Warenkorb geöffnet"',
  name: 'Warenkorb geöffnet',
  flow: 'flow-cart',
};

describe('the state of a page a flow checked', () => {
  it('is named by the flow’s name and the step, with the check’s name', () => {
    expect(pageStateLabel(tIn('de'), checked, flows, 'de')).toBe(
      'Warenkorb-Ablauf – Schritt 4: „Warenkorb geöffnet“',
    );
    expect(pageStateLabel(tIn('en'), checked, flows, 'en')).toBe(
      'Warenkorb-Ablauf – Step 4: "Warenkorb geöffnet"',
    );
  });

  it('says what opened where the step has no name', () => {
    const message: PageStateView = {
      step: 8,
      trigger: 'error-message',
      action: 'click',
      flow: 'flow-contact',
    };
    expect(pageStateLabel(tIn('en'), message, flows, 'en')).toBe('Kontakt – Step 8: message shown');
  });

  it('is the step alone for a flow the scan does not list', () => {
    expect(pageStateLabel(tIn('de'), { ...checked, flow: 'gone' }, flows, 'de')).toBe(
      'Schritt 4: „Warenkorb geöffnet“',
    );
    expect(pageStateLabel(tIn('de'), checked, undefined, 'de')).toBe('Schritt 4: „Warenkorb geöffnet“');
  });

  it('follows the page’s address in the lists, and keeps a page as loaded apart from one in a state', () => {
    const url = 'https://shop.example/warenkorb';
    expect(pageName(tIn('de'), { url, state: checked }, flows, 'de')).toBe(
      `${url} (Warenkorb-Ablauf – Schritt 4: „Warenkorb geöffnet“)`,
    );
    expect(pageName(tIn('de'), { url }, flows, 'de')).toBe(url);
    expect(pageKey({ url })).not.toBe(pageKey({ url, state: checked }));
    expect(pageKey({ url, state: checked })).not.toBe(pageKey({ url, state: { ...checked, step: 5 } }));
  });
});

describe('the state of one of an issue’s pages', () => {
  // As the API answers it: the flow's name with it, and its own words in the answer's language.
  const named: NamedPageStateView = { ...checked, flowName: 'Warenkorb-Ablauf', text: 'Answer’s words' };
  const url = 'https://shop.example/produkt';

  it('is named by the flow’s name from the answer, in the reader’s language of the moment', () => {
    expect(namedStateLabel(tIn('de'), named, 'de')).toBe(
      'Warenkorb-Ablauf – Schritt 4: „Warenkorb geöffnet“',
    );
    expect(namedStateLabel(tIn('en'), named, 'en')).toBe('Warenkorb-Ablauf – Step 4: "Warenkorb geöffnet"');
    const { flowName: _gone, ...unlisted } = named;
    expect(namedStateLabel(tIn('de'), unlisted, 'de')).toBe('Schritt 4: „Warenkorb geöffnet“');
  });

  it('follows the address where an issue is, and leaves a page as loaded at its address', () => {
    expect(issuePageName(tIn('de'), url, named, 'de')).toBe(
      `${url} (Warenkorb-Ablauf – Schritt 4: „Warenkorb geöffnet“)`,
    );
    expect(issuePageName(tIn('en'), url, undefined, 'en')).toBe(url);
  });

  it('tells an issue only a flow reaches from its neighbours, for controls that look the same', () => {
    const issue = {
      id: '7',
      ruleId: 'image-alt',
      pageCount: 1,
      firstPageUrl: url,
      firstPageState: named,
      element: { selector: 'img.cart', html: '<img class="cart">' },
    } as IssueView;
    expect(issueName(tIn('en'), issue, 'en')).toContain(
      `${url} (Warenkorb-Ablauf – Step 4: "Warenkorb geöffnet")`,
    );
    expect(issueName(tIn('en'), { ...issue, firstPageState: undefined }, 'en')).not.toContain('Step');
  });
});

describe('what became of a flow', () => {
  it('ran to its end', () => {
    expect(flowOutcome(run())).toBe('done');
    expect(flowOutcomeText(tIn('de'), run(), 'de')).toBe('Bis zum Ende ausgeführt.');
  });

  it('stopped at a step, said with the texts the reports use', () => {
    const stopped = run({
      failedAt: {
        step: 3,
        reason: 'element_not_found',
        message: 'No visible element matched.',
        url: 'https://shop.example/',
        screenshot: true,
      },
    });
    expect(flowOutcome(stopped)).toBe('stopped');
    expect(flowOutcomeText(tIn('de'), stopped, 'de')).toBe(
      `Abgebrochen. ${flowFailureText({ step: 3, reason: 'element_not_found' }, 'de')}`,
    );
    expect(flowOutcomeText(tIn('en'), stopped, 'en')).toMatch(/^Stopped\. .*3/);
  });

  it('did not run, said with the failure reasons the app shows for a scan', () => {
    const notRun = run({ failure: { code: 'timeout', message: 'No time left.' } });
    expect(flowOutcome(notRun)).toBe('notRun');
    expect(flowOutcomeText(tIn('de'), notRun, 'de')).toBe(
      `Nicht ausgeführt: ${failureReason({ code: 'timeout' }, 'de')}`,
    );
    expect(flowOutcomeText(tIn('en'), notRun, 'en')).toBe(
      `Not run: ${failureReason({ code: 'timeout' }, 'en')}`,
    );
  });

  it('counts the states left unchecked for the page budget', () => {
    expect(tIn('de')('flows.unchecked', { count: 3 })).toBe(
      '3 weitere Zustände nicht geprüft (Seitenbudget).',
    );
    expect(tIn('en')('flows.unchecked', { count: 1 })).toBe('1 more state not checked (page budget).');
  });
});
