/**
 * Word lists of the content heuristics, German and English, matched against whole texts after
 * `normalisePhrase`. Each list holds only texts that say nothing on their own, whatever the page.
 */

/** Link texts that do not say where the link leads. */
export const GENERIC_LINK_TEXTS: ReadonlySet<string> = new Set([
  // German
  'hier',
  'hier klicken',
  'klicken sie hier',
  'bitte hier klicken',
  'mehr',
  'mehr lesen',
  'mehr erfahren',
  'mehr dazu',
  'mehr info',
  'mehr infos',
  'mehr informationen',
  'weitere informationen',
  'weiter',
  'weiterlesen',
  'weiter lesen',
  'details',
  'link',
  'dieser link',
  'los',
  'zum artikel',
  'zum beitrag',
  'jetzt lesen',
  'lesen',
  'ansehen',
  'öffnen',
  // English
  'here',
  'click here',
  'click',
  'more',
  'read more',
  'learn more',
  'more info',
  'more information',
  'more details',
  'details',
  'continue',
  'continue reading',
  'go',
  'this',
  'this link',
  'link',
  'view',
  'open',
  'see more',
]);

/** Page titles that editors and tools leave as placeholders: never a description of a page. */
export const PLACEHOLDER_TITLES: ReadonlySet<string> = new Set([
  'untitled',
  'untitled document',
  'untitled page',
  'document',
  'new page',
  'new document',
  'page title',
  'title',
  'my page',
  'react app',
  'vite app',
  'vite react',
  'vite react ts',
  'index',
  'index html',
  'unbenannt',
  'unbenanntes dokument',
  'ohne titel',
  'neue seite',
  'dokument',
  'seitentitel',
  'titel',
]);

/** Page titles that may describe a home page, but say nothing of whose. */
export const GENERIC_TITLES: ReadonlySet<string> = new Set([
  'home',
  'homepage',
  'home page',
  'start',
  'startseite',
  'willkommen',
  'welcome',
]);

/** Lower case, punctuation and arrows dropped, whitespace collapsed: "Mehr »" → "mehr". */
export function normalisePhrase(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** An alt text that is an image's file name ("IMG_2041.jpg", "hero-banner.png", "DSC01234"). */
export function looksLikeFileName(alt: string): boolean {
  const text = alt.trim();
  return (
    /^[\w\-. ]+\.(jpe?g|png|gif|webp|svg|avif|bmp|tiff?|heic)$/i.test(text) ||
    /^(img|dsc|dscn|dscf|pxl|image|bild|foto|photo|screenshot)[-_ ]?\d{2,}[\w-]*$/i.test(text)
  );
}

/** A link name from the list of texts that say nothing on their own ("mehr", "read more"). */
export const isGenericLink = (name: string): boolean => GENERIC_LINK_TEXTS.has(normalisePhrase(name));
