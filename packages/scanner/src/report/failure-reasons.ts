import type { FailureCode, Language, ScanFailure } from './types.js';

/**
 * What each failure code means, as one sentence that names the real cause: the CLI's words, in
 * English here and in German below. The failure's own `message` (with the browser's error name,
 * e.g. ERR_CONNECTION_REFUSED) is the detail beneath it; user interfaces translate by code.
 */
const REASONS: Record<FailureCode, string> = {
  invalid_url:
    'The address is not a web address a browser can open (it must start with http:// or https://).',
  dns: 'The domain name does not exist or could not be looked up. Check the spelling.',
  unreachable:
    'The site could not be reached: nothing answered at this address, or the connection broke off.',
  timeout: 'The site did not answer in time.',
  http_error: 'The site did not answer with a web page (but with an HTTP error, or a file such as a PDF).',
  blocked_robots: "The site's robots.txt does not allow automated checks of this page.",
  robots_unavailable:
    "The site's server answered the request for its robots.txt with an error, so no page was fetched (RFC 9309). This is not a prohibition: try again later.",
  blocked_bot_protection: 'The site blocked the check with a bot protection or captcha.',
  private_address: 'The address leads into a private or internal network, which is not checked.',
  sign_in_failed:
    'Klarsicht could not sign in to the site with the sign-in settings given, so nothing was checked.',
  tab_crashed:
    'The browser tab crashed while checking this page, and again in a fresh tab, so the page was not checked.',
  internal: 'The check itself failed (in Klarsicht or its browser), not the site. Please try again.',
};

/** The same reasons in German, for the CLI's `--lang de`. */
const REASONS_DE: Record<FailureCode, string> = {
  invalid_url:
    'Die Adresse ist keine Webadresse, die ein Browser öffnen kann (sie muss mit http:// oder https:// beginnen).',
  dns: 'Den Domainnamen gibt es nicht, oder er ließ sich nicht auflösen. Bitte prüfen Sie die Schreibweise.',
  unreachable:
    'Die Website war nicht erreichbar: Unter der Adresse hat nichts geantwortet, oder die Verbindung brach ab.',
  timeout: 'Die Website hat nicht rechtzeitig geantwortet.',
  http_error:
    'Die Website hat keine Webseite geliefert, sondern einen HTTP-Fehler oder eine Datei (etwa ein PDF).',
  blocked_robots: 'Die robots.txt der Website untersagt automatisierte Prüfungen dieser Seite.',
  robots_unavailable:
    'Der Server der Website hat die Abfrage ihrer robots.txt mit einem Fehler beantwortet, deshalb wurde keine Seite abgerufen (RFC 9309). Das ist kein Verbot: Bitte versuchen Sie es später erneut.',
  blocked_bot_protection: 'Die Website hat die Prüfung durch einen Bot-Schutz oder ein Captcha blockiert.',
  private_address: 'Die Adresse führt in ein privates oder internes Netz; das wird nicht geprüft.',
  sign_in_failed:
    'Klarsicht konnte sich mit den angegebenen Anmeldedaten nicht auf der Website anmelden; deshalb wurde nichts geprüft.',
  tab_crashed:
    'Der Browser-Tab ist bei der Prüfung dieser Seite abgestürzt, auch in einem neuen Tab; deshalb wurde die Seite nicht geprüft.',
  internal:
    'Die Prüfung selbst ist fehlgeschlagen (in Klarsicht oder seinem Browser), nicht die Website. Bitte versuchen Sie es erneut.',
};

export function failureReason(
  failure: Pick<ScanFailure, 'code' | 'status'>,
  language: Language = 'en',
): string {
  const german = language === 'de';
  if (failure.code === 'http_error' && failure.status !== undefined && failure.status >= 400) {
    return german
      ? `Die Website hat mit dem HTTP-Status ${failure.status} statt mit einer Webseite geantwortet.`
      : `The site answered with HTTP status ${failure.status} instead of a web page.`;
  }
  if (failure.code === 'robots_unavailable' && failure.status !== undefined) {
    return german
      ? `Der Server der Website hat die Abfrage von /robots.txt mit HTTP ${failure.status} beantwortet, deshalb wurde keine Seite abgerufen (RFC 9309). Das ist kein Verbot: Bitte versuchen Sie es später erneut.`
      : `The site's server answered the request for /robots.txt with HTTP ${failure.status}, so no page was fetched (RFC 9309). This is not a prohibition: try again later.`;
  }
  return (german ? REASONS_DE : REASONS)[failure.code];
}
