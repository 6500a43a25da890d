/**
 * What our own checks need to know about a page, gathered in the browser by `collectPageFacts`.
 * Plain JSON, so it crosses from the page to Node unchanged.
 */
export interface PageFacts {
  /** The document's URL after redirects. */
  url: string;
  title: string;
  /** The `lang` attribute of the root element, as written ("" when missing). */
  lang: string;
  /** Texts of the page's top-level headings (h1 and role="heading" with aria-level="1"). */
  headings: string[];
  /** Links (a and area elements with href), in document order, at most `MAX_PAGE_LINKS`. */
  links: PageLink[];
  /**
   * Forms that can carry a message: forms with a multi-line text field (textarea). Search, login and
   * newsletter forms do not count, since none of them lets a visitor report a problem.
   */
  formCount: number;
  /**
   * The start of the page's shown text, only when the root element has no `lang`: the checks that
   * look for words then tell the page's language from it. "" otherwise.
   */
  text: string;
}

export interface PageLink {
  /** Visible text, whitespace collapsed; for image-only links, the images' alt texts. */
  text: string;
  /** The href attribute as written (relative or absolute); resolve against `PageFacts.url`. */
  href: string;
  /** aria-label, aria-labelledby text and title, joined ("" when none). */
  label: string;
}
