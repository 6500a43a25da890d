import type { PageFacts } from '@klarsicht/rules';
import { afterEach, describe, expect, it } from 'vitest';
import { collectPageFacts, MAX_PAGE_LINKS } from './page-facts.js';

/*
 * A tiny stand-in for the DOM, enough for the selectors collectPageFacts uses; the real browser run
 * is the lead's end-to-end test. The function is rebuilt from its source text, as Playwright does,
 * so any use of a module-level name would fail here.
 */
interface FakeElement {
  tag: string;
  attributes: Record<string, string>;
  text: string;
  children: FakeElement[];
  shadowChildren?: FakeElement[];
}

function el(
  tag: string,
  attributes: Record<string, string> = {},
  children: (FakeElement | string)[] = [],
  shadowChildren?: FakeElement[],
): FakeElement {
  const elements = children.filter((child): child is FakeElement => typeof child !== 'string');
  const ownText = children.filter((child): child is string => typeof child === 'string').join(' ');
  const element: FakeElement = { tag, attributes, text: ownText, children: elements };
  if (shadowChildren) element.shadowChildren = shadowChildren;
  return element;
}

const SELECTOR_MATCHERS: Record<string, (element: FakeElement) => boolean> = {
  '*': () => true,
  'a[href], area[href]': (element) => ['a', 'area'].includes(element.tag) && 'href' in element.attributes,
  'img[alt]': (element) => element.tag === 'img' && 'alt' in element.attributes,
  'h1, [role="heading"][aria-level="1"]': (element) =>
    element.tag === 'h1' ||
    (element.attributes.role === 'heading' && element.attributes['aria-level'] === '1'),
  form: (element) => element.tag === 'form',
  textarea: (element) => element.tag === 'textarea',
};

// Light-DOM descendants only, as querySelectorAll does: shadow children are reached via shadowRoot.
function descendants(children: FakeElement[]): FakeElement[] {
  return children.flatMap((child) => [child, ...descendants(child.children)]);
}

function textOf(element: FakeElement): string {
  return [element.text, ...element.children.map(textOf)].join(' ');
}

function toDom(element: FakeElement): unknown {
  const query = (selectors: string) => {
    const matcher = SELECTOR_MATCHERS[selectors];
    if (!matcher) throw new Error(`fake DOM does not know selector ${selectors}`);
    return descendants(element.children).filter(matcher).map(toDom);
  };
  return {
    get textContent() {
      return textOf(element);
    },
    shadowRoot: element.shadowChildren ? toDom(el('#shadow-root', {}, element.shadowChildren)) : null,
    getAttribute: (name: string) => element.attributes[name] ?? null,
    querySelector: (selectors: string) => query(selectors)[0] ?? null,
    querySelectorAll: query,
  };
}

function installDocument(url: string, title: string, html: FakeElement) {
  const root = toDom(el('#document', {}, [html])) as object;
  const body = html.children.find((child) => child.tag === 'body');
  (globalThis as Record<string, unknown>).document = {
    ...root,
    querySelectorAll: (root as { querySelectorAll: unknown }).querySelectorAll,
    URL: url,
    title,
    documentElement: toDom(html),
    body: body ? toDom(body) : null,
    getElementById: (id: string) => {
      const found = descendants([html]).find((element) => element.attributes.id === id);
      return found ? toDom(found) : null;
    },
  };
}

const collectInIsolation = new Function(`return (${collectPageFacts.toString()})`)() as () => PageFacts;

afterEach(() => {
  delete (globalThis as Record<string, unknown>).document;
});

describe('collectPageFacts', () => {
  it('gathers title, language, top-level headings, links and message forms', () => {
    installDocument(
      'https://shop.example/produkte',
      '  Produkte –\n Shop ',
      el('html', { lang: 'de' }, [
        el('body', {}, [
          el('h1', {}, ['Unsere   Produkte']),
          el('h2', {}, ['Barrierefreiheit']),
          el('span', { id: 'footer-label' }, ['Fußzeile:']),
          el('a', { href: ' /erklaerung-zur-barrierefreiheit ', 'aria-labelledby': 'footer-label' }, [
            'Erklärung zur\n Barrierefreiheit',
          ]),
          el('a', { href: '/kontakt', title: 'Schreiben Sie uns' }, [
            el('img', { src: 'mail.svg', alt: 'Kontakt' }),
          ]),
          el('a', {}, ['no href']),
          el('form', { role: 'search' }, [el('input', { type: 'search' })]),
          el('form', {}, [el('textarea', { name: 'message' })]),
          el('site-footer', {}, [], [el('a', { href: 'mailto:hilfe@shop.example' }, ['hilfe@shop.example'])]),
        ]),
      ]),
    );
    expect(collectInIsolation()).toEqual({
      url: 'https://shop.example/produkte',
      title: 'Produkte – Shop',
      lang: 'de',
      headings: ['Unsere Produkte'],
      links: [
        {
          text: 'Erklärung zur Barrierefreiheit',
          href: '/erklaerung-zur-barrierefreiheit',
          label: 'Fußzeile:',
        },
        { text: 'Kontakt', href: '/kontakt', label: 'Schreiben Sie uns' },
        { text: 'hilfe@shop.example', href: 'mailto:hilfe@shop.example', label: '' },
      ],
      formCount: 1,
      // A page that declares its language needs no text to tell it.
      text: '',
    });
  });

  it('keeps the start of the shown text when the page declares no language', () => {
    const words = Array.from({ length: 600 }, (_, index) => `Wort${index}`);
    installDocument(
      'https://sklep.example/',
      'Sklep',
      el('html', {}, [el('body', {}, [el('h1', {}, ['Nasz  sklep']), el('p', {}, words)])]),
    );
    const { text } = collectInIsolation();
    expect(text.startsWith('Nasz sklep Wort0 Wort1')).toBe(true);
    expect(text).toHaveLength(2000);
  });

  it(`keeps at most ${MAX_PAGE_LINKS} links`, () => {
    const links = Array.from({ length: MAX_PAGE_LINKS + 50 }, (_, index) =>
      el('a', { href: `/p/${index}` }, ['p']),
    );
    installDocument('https://shop.example/', 'Shop', el('html', {}, [el('body', {}, links)]));
    const facts = collectInIsolation();
    expect(facts.links).toHaveLength(MAX_PAGE_LINKS);
    expect(facts.lang).toBe('');
  });
});
