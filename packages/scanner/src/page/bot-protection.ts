/**
 * Signs that a response is a bot-protection challenge or captcha wall rather than the site itself.
 * Data, not code: each marker names the vendor or pattern it stands for.
 */
interface ChallengeMarker {
  vendor: string;
  pattern: RegExp;
  /** Strong markers identify a challenge even on a 200 response; weak ones only on 403/429/503. */
  strong: boolean;
}

const CHALLENGE_MARKERS: ChallengeMarker[] = [
  { vendor: 'Cloudflare', pattern: /<title>\s*Just a moment\.\.\.\s*<\/title>/i, strong: true },
  {
    vendor: 'Cloudflare',
    pattern: /_cf_chl_opt|cf-challenge|challenge-platform|cf-browser-verification/i,
    strong: true,
  },
  { vendor: 'Cloudflare', pattern: /Attention Required! \| Cloudflare/i, strong: true },
  { vendor: 'DataDome', pattern: /captcha-delivery\.com|datadome/i, strong: true },
  { vendor: 'PerimeterX', pattern: /px-captcha|_pxCaptcha|perimeterx/i, strong: true },
  { vendor: 'Akamai', pattern: /_abck|ak_bmsc|Reference #\d+\.[0-9a-f]+\.\d+/i, strong: false },
  { vendor: 'Imperva', pattern: /_Incapsula_Resource|incapsula incident id/i, strong: true },
  { vendor: 'DDoS-Guard', pattern: /ddos-guard/i, strong: true },
  { vendor: 'Sucuri', pattern: /sucuri website firewall|sucuri\/cloudproxy/i, strong: true },
  { vendor: 'AWS WAF', pattern: /awswaf|aws-waf-token/i, strong: true },
  { vendor: 'hCaptcha', pattern: /hcaptcha\.com\/1\/api\.js|class="h-captcha"/i, strong: false },
  { vendor: 'reCAPTCHA', pattern: /google\.com\/recaptcha|class="g-recaptcha"/i, strong: false },
  {
    vendor: 'generic',
    pattern: /verify(ing)? (that )?you are (a )?human|are you a robot|pardon our interruption/i,
    strong: false,
  },
];

const CHALLENGE_STATUSES = new Set([401, 403, 429, 503]);

/** The vendor whose challenge this response is, or undefined for an ordinary page. */
export function detectBotChallenge(status: number, html: string): string | undefined {
  const sample = html.slice(0, 200_000);
  const candidates = CHALLENGE_STATUSES.has(status)
    ? CHALLENGE_MARKERS
    : CHALLENGE_MARKERS.filter((marker) => marker.strong);
  // On an ordinary 200 page a strong marker must also come with a near-empty body: a real page may well
  // mention Cloudflare, but a challenge page has almost no text of its own.
  if (!CHALLENGE_STATUSES.has(status) && visibleTextLength(sample) > 1_500) return undefined;
  return candidates.find((marker) => marker.pattern.test(sample))?.vendor;
}

function visibleTextLength(html: string): number {
  return html
    .replace(/<(script|style|noscript)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim().length;
}
