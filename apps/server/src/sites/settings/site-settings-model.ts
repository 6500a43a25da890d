import type {
  FieldError,
  SignInSettings,
  SignInSettingsInput,
  SiteSettings,
  UpdateSiteSettings,
} from '@klarsicht/contracts';
import type { ConsentOptions, CrawlScope, SignIn } from '@klarsicht/scanner';
import {
  crawlPatternProblem,
  parseStartUrl,
  signInProblems,
  signInProblemText,
} from '@klarsicht/scanner/options';
import { HttpProblem } from '../../platform/http/problem.js';
import { parseScanTarget } from '../../platform/http/target-url.js';
import type { CredentialsCipher } from '../../platform/secrets/credentials-cipher.js';
import type { StoredSignIn } from '../schema.js';
import type { SiteSettingsRow, SiteSettingsValues } from './site-settings-repo.js';

/** The secrets of a sign-in, sealed together as one JSON value. */
interface SignInSecrets {
  password?: string;
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
}

/** What a sealed secret is bound to: the row it was written for. */
export function secretBinding(organisationId: string, site: string): string {
  return `${organisationId}\n${site}`;
}

/** Settings as the owner reads them: every secret left out, only whether it is stored. */
export function toSiteSettingsView(
  url: string,
  row: SiteSettingsRow | undefined,
  credentialsAvailable: boolean,
): SiteSettings {
  return {
    url,
    scope: {
      area: row?.crawlArea ?? null,
      include: row?.includePatterns ?? [],
      exclude: row?.excludePatterns ?? [],
    },
    signIn: row?.signIn ? signInView(row.signIn, row.signInSecret !== null) : null,
    consent: { handle: row?.consentHandle ?? true, acceptSelector: row?.consentAcceptSelector ?? null },
    credentialsAvailable,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

function signInView(stored: StoredSignIn, sealed: boolean): SignInSettings {
  switch (stored.kind) {
    case 'form':
      return { ...stored, passwordSet: sealed };
    case 'basic':
      return { kind: 'basic', username: stored.username, passwordSet: sealed };
    case 'headers':
      return {
        kind: 'headers',
        headers: stored.headerNames.map((name) => ({ name, valueSet: sealed })),
        cookies: stored.cookieNames.map((name) => ({ name, valueSet: sealed })),
      };
  }
}

/**
 * The row to store for an update: patterns and the sign-in checked (400 with the fields at fault),
 * secrets not sent taken over from the stored ones, the rest sealed. Without a cipher a sign-in
 * with secrets is refused (409 `credentials_unavailable`), never kept in plain text.
 */
export function settingsToStore(
  update: UpdateSiteSettings,
  context: {
    organisationId: string;
    site: string;
    existing: SiteSettingsRow | undefined;
    cipher: CredentialsCipher | undefined;
  },
): SiteSettingsValues {
  const errors: FieldError[] = [];
  let startUrl = context.existing?.startUrl ?? null;
  if (update.startUrl !== undefined) {
    try {
      const target = parseScanTarget(update.startUrl);
      if (target.site === context.site) startUrl = target.url;
      else {
        errors.push({
          field: 'startUrl',
          code: 'other_site',
          message: `The start address must be on ${context.site}: another site needs its own place on the plan.`,
        });
      }
    } catch (error) {
      if (!(error instanceof HttpProblem)) throw error;
      errors.push({ field: 'startUrl', code: 'invalid_url', message: error.detail ?? error.message });
    }
  }
  for (const list of ['include', 'exclude'] as const) {
    update.scope[list].forEach((pattern, index) => {
      const problem = crawlPatternProblem(pattern);
      if (problem)
        errors.push({ field: `scope.${list}.${index}`, code: 'invalid_pattern', message: problem });
    });
  }
  const binding = secretBinding(context.organisationId, context.site);
  let signIn: StoredSignIn | null = null;
  let signInSecret: string | null = null;
  if (update.signIn) {
    const stored = openStoredSecrets(context.existing, context.cipher, binding);
    const merged = mergeSecrets(update.signIn, context.existing?.signIn ?? null, stored, errors);
    signIn = merged.signIn;
    if (errors.length === 0) {
      // Like every field error here: a stable code the web app words in its language, and an
      // English message for other API clients.
      for (const problem of signInProblems(toEngineSignIn(merged.signIn, merged.secrets))) {
        errors.push({ field: 'signIn', code: 'invalid_sign_in', message: signInProblemText(problem) });
      }
    }
    if (errors.length > 0)
      throw new HttpProblem(400, 'validation_failed', 'Some settings cannot be used.', errors);
    if (!context.cipher) {
      throw new HttpProblem(
        409,
        'credentials_unavailable',
        'This service cannot store sign-in secrets: set CREDENTIALS_KEY (32 random bytes as base64, e.g. `openssl rand -base64 32`) in its environment and restart it.',
      );
    }
    signInSecret = context.cipher.seal(JSON.stringify(merged.secrets), binding);
  }
  if (errors.length > 0)
    throw new HttpProblem(400, 'validation_failed', 'Some settings cannot be used.', errors);
  const consent = update.consent ?? {
    handle: context.existing?.consentHandle ?? true,
    acceptSelector: context.existing?.consentAcceptSelector ?? null,
  };
  return {
    organisationId: context.organisationId,
    site: context.site,
    startUrl,
    consentHandle: consent.handle,
    consentAcceptSelector: consent.acceptSelector,
    crawlArea: update.scope.area,
    includePatterns: update.scope.include,
    excludePatterns: update.scope.exclude,
    signIn,
    signInSecret,
  };
}

function openStoredSecrets(
  row: SiteSettingsRow | undefined,
  cipher: CredentialsCipher | undefined,
  binding: string,
): SignInSecrets {
  if (!row?.signInSecret || !cipher) return {};
  try {
    return JSON.parse(cipher.open(row.signInSecret, binding)) as SignInSecrets;
  } catch {
    // Sealed under another key: nothing to take over, the owner types the secrets again.
    return {};
  }
}

function mergeSecrets(
  input: SignInSettingsInput,
  previous: StoredSignIn | null,
  stored: SignInSecrets,
  errors: FieldError[],
): { signIn: StoredSignIn; secrets: SignInSecrets } {
  const required = (field: string) =>
    errors.push({ field, code: 'required', message: 'Enter it: no value is stored yet.' });
  if (input.kind === 'form') {
    let loginUrl = input.loginUrl;
    try {
      loginUrl = parseStartUrl(input.loginUrl).href;
    } catch (error) {
      errors.push({ field: 'signIn.loginUrl', code: 'invalid_url', message: (error as Error).message });
    }
    const password = input.password ?? (previous?.kind === 'form' ? stored.password : undefined);
    if (password === undefined) required('signIn.password');
    return {
      signIn: {
        kind: 'form',
        loginUrl,
        username: input.username,
        usernameSelector: input.usernameSelector,
        passwordSelector: input.passwordSelector,
        submitSelector: input.submitSelector,
        successSelector: input.successSelector,
        successUrl: input.successUrl,
      },
      secrets: password === undefined ? {} : { password },
    };
  }
  if (input.kind === 'basic') {
    const password = input.password ?? (previous?.kind === 'basic' ? stored.password : undefined);
    if (password === undefined) required('signIn.password');
    return {
      signIn: { kind: 'basic', username: input.username },
      secrets: password === undefined ? {} : { password },
    };
  }
  const keep = previous?.kind === 'headers';
  const values = (list: 'headers' | 'cookies') => {
    const result: Record<string, string> = {};
    input[list].forEach(({ name, value }, index) => {
      const kept = keep ? stored[list]?.[name] : undefined;
      const chosen = value ?? kept;
      if (chosen === undefined) required(`signIn.${list}.${index}.value`);
      else result[name] = chosen;
    });
    return result;
  };
  const headers = values('headers');
  const cookies = values('cookies');
  return {
    signIn: {
      kind: 'headers',
      headerNames: input.headers.map((header) => header.name),
      cookieNames: input.cookies.map((cookie) => cookie.name),
    },
    secrets: { headers, cookies },
  };
}

function toEngineSignIn(signIn: StoredSignIn, secrets: SignInSecrets): SignIn {
  switch (signIn.kind) {
    case 'form':
      return {
        kind: 'form',
        loginUrl: signIn.loginUrl,
        username: signIn.username,
        password: secrets.password ?? '',
        ...(signIn.usernameSelector ? { usernameSelector: signIn.usernameSelector } : {}),
        ...(signIn.passwordSelector ? { passwordSelector: signIn.passwordSelector } : {}),
        ...(signIn.submitSelector ? { submitSelector: signIn.submitSelector } : {}),
        ...(signIn.successSelector ? { successSelector: signIn.successSelector } : {}),
        ...(signIn.successUrl ? { successUrl: signIn.successUrl } : {}),
      };
    case 'basic':
      return { kind: 'basic', username: signIn.username, password: secrets.password ?? '' };
    case 'headers':
      return {
        kind: 'headers',
        headers: secrets.headers ?? {},
        cookies: Object.entries(secrets.cookies ?? {}).map(([name, value]) => ({ name, value })),
      };
  }
}

/**
 * What a scan of the site is given: its scope, and its sign-in with the secrets opened. A sign-in
 * whose secrets cannot be opened (no key on this worker, or another key) throws: the scan must
 * fail with that reason, not run as an anonymous one.
 */
export function scanSettingsOf(
  row: SiteSettingsRow | undefined,
  cipher: CredentialsCipher | undefined,
): { scope?: CrawlScope; signIn?: SignIn; consent?: ConsentOptions } {
  if (!row) return {};
  const scope: CrawlScope = {
    ...(row.crawlArea ? { area: row.crawlArea } : {}),
    ...(row.includePatterns.length > 0 ? { include: row.includePatterns } : {}),
    ...(row.excludePatterns.length > 0 ? { exclude: row.excludePatterns } : {}),
  };
  const consent: ConsentOptions = {
    handle: row.consentHandle,
    ...(row.consentAcceptSelector ? { acceptSelector: row.consentAcceptSelector } : {}),
  };
  if (!row.signIn) return { scope, consent };
  if (!cipher || !row.signInSecret) {
    throw new SignInUnavailableError(
      'the sign-in secrets cannot be read: CREDENTIALS_KEY is not set on this worker',
    );
  }
  let secrets: SignInSecrets;
  try {
    secrets = JSON.parse(
      cipher.open(row.signInSecret, secretBinding(row.organisationId, row.site)),
    ) as SignInSecrets;
  } catch {
    throw new SignInUnavailableError(
      'the sign-in secrets cannot be read with this CREDENTIALS_KEY (they were stored under another key): enter them again',
    );
  }
  return { scope, consent, signIn: toEngineSignIn(row.signIn, secrets) };
}

/** A site's sign-in that cannot be used at all; the scan fails with `sign_in_failed`. */
export class SignInUnavailableError extends Error {
  override name = 'SignInUnavailableError';
}
