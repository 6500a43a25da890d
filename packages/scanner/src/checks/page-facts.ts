import type { PageFacts, PageLink } from '@klarsicht/rules';
/** Links kept per page; the number is repeated inside `collectPageFacts`, which can use no outer name. */
export const MAX_PAGE_LINKS = 2000;

/*
 * The smallest DOM surface collectPageFacts uses. Declared here instead of loading TypeScript's "dom"
 * lib, because a `/// <reference lib="dom" />` would add browser globals to the whole package's type
 * check, where Node code must not see them. Types vanish at compile time, so the function stays
 * self-contained.
 */
interface DomElement {
  readonly textContent: string | null;
  readonly shadowRoot?: DomRoot | null;
  getAttribute(name: string): string | null;
  querySelector(selectors: string): DomElement | null;
  querySelectorAll(selectors: string): ArrayLike<DomElement>;
}
interface DomRoot {
  querySelectorAll(selectors: string): ArrayLike<DomElement>;
}
interface DomDocument extends DomRoot {
  readonly URL: string;
  readonly title: string;
  readonly documentElement: DomElement | null;
  readonly body?: (DomElement & { readonly innerText?: string }) | null;
  getElementById(id: string): DomElement | null;
}

/**
 * Runs INSIDE the page: `page.evaluate(collectPageFacts)`. Playwright sends the function's source text,
 * so its body must use nothing from this module or any import. It also declares no named inner
 * functions: bundlers run with keepNames (tsx does) wrap those in a `__name()` helper the page lacks.
 * Links and forms inside open shadow roots count too, since site footers are often web components.
 */
export function collectPageFacts(): PageFacts {
  const doc = (globalThis as unknown as { document: DomDocument }).document;
  const maxLinks = 2000;
  const maxTextLength = 200;

  // Walk the document and every open shadow root below it.
  const roots: DomRoot[] = [doc];
  for (let index = 0; index < roots.length; index++) {
    const all = roots[index]!.querySelectorAll('*');
    for (let elementIndex = 0; elementIndex < all.length; elementIndex++) {
      const shadowRoot = all[elementIndex]!.shadowRoot;
      if (shadowRoot) roots.push(shadowRoot);
    }
  }

  const links: PageLink[] = [];
  const headings: string[] = [];
  let formCount = 0;
  for (const root of roots) {
    const anchors = root.querySelectorAll('a[href], area[href]');
    for (let index = 0; index < anchors.length && links.length < maxLinks; index++) {
      const anchor = anchors[index]!;
      let text = (anchor.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text === '') {
        const images = anchor.querySelectorAll('img[alt]');
        const alts: string[] = [];
        for (let imageIndex = 0; imageIndex < images.length; imageIndex++) {
          alts.push(images[imageIndex]!.getAttribute('alt') ?? '');
        }
        text = alts.join(' ').replace(/\s+/g, ' ').trim();
      }
      const labelParts = [anchor.getAttribute('aria-label') ?? ''];
      for (const id of (anchor.getAttribute('aria-labelledby') ?? '').split(/\s+/)) {
        if (id !== '') labelParts.push(doc.getElementById(id)?.textContent ?? '');
      }
      labelParts.push(anchor.getAttribute('title') ?? '');
      links.push({
        text: text.slice(0, maxTextLength),
        href: (anchor.getAttribute('href') ?? '').trim(),
        label: labelParts.join(' ').replace(/\s+/g, ' ').trim().slice(0, maxTextLength),
      });
    }

    const headingElements = root.querySelectorAll('h1, [role="heading"][aria-level="1"]');
    for (let index = 0; index < headingElements.length && headings.length < 20; index++) {
      const heading = (headingElements[index]!.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (heading !== '') headings.push(heading.slice(0, maxTextLength));
    }

    const forms = root.querySelectorAll('form');
    for (let index = 0; index < forms.length; index++) {
      if (forms[index]!.querySelector('textarea')) formCount++;
    }
  }

  const lang = doc.documentElement?.getAttribute('lang') ?? '';
  // Enough for telling the language (franc judges 40 letters and more); read only when needed,
  // since innerText lays out the page.
  const text =
    lang.trim() === ''
      ? (doc.body?.innerText ?? doc.body?.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 2000)
      : '';
  return {
    url: doc.URL,
    title: (doc.title ?? '').replace(/\s+/g, ' ').trim(),
    lang,
    headings,
    links,
    formCount,
    text,
  };
}
