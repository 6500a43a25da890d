import type { PageLink } from '@klarsicht/rules';

/** Words that name signing out, in the link's text or label, in German and English. */
const SIGN_OUT_TEXT =
  /\b(ab ?melden|abmeldung|aus ?loggen|ausloggen|log ?out|log ?off|sign ?out|sign ?off)\b/i;
/** The same in an address: /logout, /sign-out, /abmelden, ?action=logout … */
const SIGN_OUT_ADDRESS =
  /(?:^|[/?&=_.-])(log-?out|log-?off|sign-?out|sign-?off|signout|abmelden|ausloggen|end-?session)(?:$|[/?&=_.-])/i;

/**
 * A signed-in crawl must not follow the link that ends its own session: every page after it
 * would be the sign-in page. Judged by what the link says and where it leads.
 */
export function isSignOutLink(link: PageLink, pageUrl: string): boolean {
  if (SIGN_OUT_TEXT.test(link.text) || SIGN_OUT_TEXT.test(link.label)) return true;
  try {
    const url = new URL(link.href, pageUrl);
    return SIGN_OUT_ADDRESS.test(`${url.pathname}${url.search}`);
  } catch {
    return false;
  }
}
