import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The `members` page set: a club's site whose member area is reachable only signed in, through
 * its form (a session cookie), a bearer token (staging access) or, under /staff/, HTTP basic
 * authentication. Each signed-in page has one deliberate barrier; the sign-out link ends the
 * session, so a crawl that follows it loses every page after it.
 */
export const MEMBER = { username: 'anna@verein.test', password: 'Sehr-geheim-4711!' } as const;
export const STAGING_TOKEN = 'staging-token-5f2c9e';
export const STAFF = { username: 'vorstand', password: 'Kassen-Pruefung:2026' } as const;

/** The barriers of the signed-in pages, by path: axe rule ids a scan must find there. */
export const MEMBERS_BARRIERS: Record<string, string> = {
  '/members/': 'image-alt',
  '/members/profil.html': 'label',
  '/members/termine.html': 'link-name',
};

const page = (title: string, body: string) =>
  `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;

const MEMBER_NAV =
  '<nav aria-label="Mitgliederbereich"><a href="/members/">Übersicht</a> <a href="/members/profil.html">Profil</a> <a href="/members/termine.html">Termine</a> <a href="/logout">Abmelden</a></nav>';

const MEMBER_PAGES: Record<string, string> = {
  '/members/': page('Mitgliederbereich', `${MEMBER_NAV}<p>Willkommen zurück.</p><img src="/pixel.png">`),
  '/members/profil.html': page('Profil', `${MEMBER_NAV}<form><input name="telefon"></form>`),
  '/members/termine.html': page(
    'Termine',
    `${MEMBER_NAV}<p>Nächstes Training am Dienstag.</p><a href="/kalender"></a>`,
  ),
};

const loginPage = (error: boolean) =>
  page(
    'Anmelden',
    `${error ? '<p role="alert">E-Mail-Adresse oder Passwort ist falsch.</p>' : ''}
     <form method="post" action="/login">
       <label for="email">E-Mail-Adresse</label> <input id="email" name="email" type="email" autocomplete="username">
       <label for="pw">Passwort</label> <input id="pw" name="pw" type="password" autocomplete="current-password">
       <button type="submit">Anmelden</button>
     </form>`,
  );

const HOME = page(
  'Sportverein Musterstadt',
  '<p>Training für alle Altersgruppen.</p><a href="/login">Anmelden</a> <a href="/members/">Mitgliederbereich</a>',
);

const STAFF_PAGE = page('Vorstand', '<p>Protokolle des Vorstands.</p><img src="/pixel.png">');

export interface MembersState {
  sessions: Set<string>;
  /** How often the sign-in form was sent. */
  logins: number;
}

export function newMembersState(): MembersState {
  return { sessions: new Set(), logins: 0 };
}

/** Answers a request of the members site; false when the path is not one of its own. */
export function handleMembers(
  state: MembersState,
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
): boolean {
  const html = (status: number, body: string, headers: Record<string, string> = {}): true => {
    response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers });
    response.end(body);
    return true;
  };
  const session = /(?:^|;\s*)session=([a-f\d]+)/.exec(request.headers.cookie ?? '')?.[1];
  const signedIn =
    (session !== undefined && state.sessions.has(session)) ||
    request.headers.authorization === `Bearer ${STAGING_TOKEN}`;

  if (path === '/') return html(200, HOME);
  if (path === '/login' && request.method === 'POST') {
    state.logins++;
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      const form = new URLSearchParams(body);
      if (form.get('email') === MEMBER.username && form.get('pw') === MEMBER.password) {
        const id = randomBytes(12).toString('hex');
        state.sessions.add(id);
        html(303, '', {
          location: '/members/',
          'set-cookie': `session=${id}; Path=/; HttpOnly; SameSite=Lax`,
        });
      } else {
        html(200, loginPage(true));
      }
    });
    return true;
  }
  if (path === '/login') return html(200, loginPage(false));
  if (path === '/logout') {
    if (session) state.sessions.delete(session);
    return html(303, '', { location: '/', 'set-cookie': 'session=; Path=/; Max-Age=0' });
  }
  const memberPage = MEMBER_PAGES[path];
  if (memberPage !== undefined) {
    return signedIn ? html(200, memberPage) : html(303, '', { location: '/login' });
  }
  if (path === '/staff/') {
    const expected = `Basic ${Buffer.from(`${STAFF.username}:${STAFF.password}`).toString('base64')}`;
    if (request.headers.authorization === expected) return html(200, STAFF_PAGE);
    return html(401, page('Anmeldung erforderlich', '<p>Bitte melden Sie sich an.</p>'), {
      'www-authenticate': 'Basic realm="Vorstand"',
    });
  }
  return false;
}
