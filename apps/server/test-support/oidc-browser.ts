import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:net';

/**
 * A tiny "browser" for the embedded provider's flows over real HTTP: a cookie jar, manual
 * redirects, form posts, and the code + PKCE exchange the web app performs.
 */

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface Answer {
  status: number;
  location: string | null;
  headers: Headers;
  text: string;
  url: string;
}

export class TestBrowser {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly origin: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  private absolute(url: string) {
    return new URL(url, this.origin).href;
  }

  async request(url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Answer> {
    const target = this.absolute(url);
    const headers: Record<string, string> = { ...this.headers };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const response = await fetch(target, {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      headers,
      redirect: 'manual',
      ...(body === undefined ? {} : { body }),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index);
      const value = pair!.slice(index + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const location = response.headers.get('location');
    return {
      status: response.status,
      location: location ? new URL(location, target).href : null,
      headers: response.headers,
      text: await response.text(),
      url: target,
    };
  }

  /** Follows redirects on our origin; stops at the first answer that is not one, or that leaves for the app. */
  async follow(url: string, init: { form?: Record<string, string> } = {}, stopAt?: string): Promise<Answer> {
    let answer = await this.request(url, init);
    for (let hops = 0; hops < 10 && answer.location && answer.status >= 300 && answer.status < 400; hops++) {
      if (stopAt && answer.location.startsWith(stopAt) && new URL(answer.location).searchParams.size > 0)
        break;
      answer = await this.request(answer.location);
    }
    return answer;
  }
}

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

export function hiddenField(html: string, name: string): string {
  const match = new RegExp(`name="${name}" value="([^"]*)"`).exec(html);
  if (!match) throw new Error(`no hidden field ${name}`);
  return match[1]!;
}

export function formAction(html: string): string {
  const match = /<form method="post" action="([^"]+)"/.exec(html);
  if (!match) throw new Error('no form');
  return match[1]!.replace(/&amp;/g, '&');
}
