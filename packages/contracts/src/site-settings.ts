import { HEADER_NAME } from '@klarsicht/report';
import { z } from 'zod';
import { withoutNul } from './text.js';

/*
 * How Klarsicht scans one site of the caller's plan (`/api/sites/:id/settings`, `:id` the site's
 * monitor): which pages a crawl may visit, and how it signs in. Secrets go in and never come out:
 * a read says only whether one is set.
 */

export const CRAWL_AREAS = ['site', 'path'] as const;
export const crawlAreaSchema = z.enum(CRAWL_AREAS);

export const SITE_SIGN_IN_KINDS = ['form', 'headers', 'basic'] as const;
export const siteSignInKindSchema = z.enum(SITE_SIGN_IN_KINDS);

/** At most this many include and this many exclude patterns per site. */
export const MAX_CRAWL_PATTERNS = 20;

const pattern = withoutNul(z.string().trim().min(1).max(300));
const selector = withoutNul(z.string().trim().min(1).max(500));
const secret = withoutNul(z.string().min(1).max(4096));
const headerName = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(HEADER_NAME, "A header or cookie name: letters, digits and !#$%&'*+.^_`|~-");

export const crawlScopeSettingsSchema = z.object({
  /** null: the default (under the start path when the site's address has one, else the whole site). */
  area: crawlAreaSchema.nullable(),
  include: z.array(pattern).max(MAX_CRAWL_PATTERNS),
  exclude: z.array(pattern).max(MAX_CRAWL_PATTERNS),
});
export type CrawlScopeSettings = z.infer<typeof crawlScopeSettingsSchema>;

/**
 * The scope a site scan ran with, as recorded on the scan: the area resolved (the default made
 * explicit from the start address), and the patterns as they were then.
 */
export const crawlScopeUsedSchema = z.object({
  area: crawlAreaSchema,
  include: z.array(z.string()),
  exclude: z.array(z.string()),
});
export type CrawlScopeUsed = z.infer<typeof crawlScopeUsedSchema>;

const formSignInFields = {
  loginUrl: withoutNul(z.string().trim().min(1).max(2048)),
  username: withoutNul(z.string().trim().min(1).max(500)),
  usernameSelector: selector.nullable(),
  passwordSelector: selector.nullable(),
  submitSelector: selector.nullable(),
  successSelector: selector.nullable(),
  successUrl: withoutNul(z.string().trim().min(1).max(2048)).nullable(),
};

/**
 * A sign-in as written: the secrets (password, header and cookie values) are required the first
 * time and may be left out later to keep the stored ones (`null` values keep them too).
 */
export const signInSettingsInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('form'), ...formSignInFields, password: secret.optional() }),
  z.object({
    kind: z.literal('headers'),
    headers: z.array(z.object({ name: headerName, value: secret.optional() })).max(10),
    cookies: z.array(z.object({ name: headerName, value: secret.optional() })).max(10),
  }),
  z.object({
    kind: z.literal('basic'),
    username: withoutNul(z.string().trim().min(1).max(500)),
    password: secret.optional(),
  }),
]);
export type SignInSettingsInput = z.infer<typeof signInSettingsInputSchema>;

/** A sign-in as read back: everything but the secrets, and that they are stored. */
export const signInSettingsSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('form'), ...formSignInFields, passwordSet: z.boolean() }),
  z.object({
    kind: z.literal('headers'),
    headers: z.array(z.object({ name: z.string(), valueSet: z.boolean() })),
    cookies: z.array(z.object({ name: z.string(), valueSet: z.boolean() })),
  }),
  z.object({ kind: z.literal('basic'), username: z.string(), passwordSet: z.boolean() }),
]);
export type SignInSettings = z.infer<typeof signInSettingsSchema>;

/**
 * Consent (cookie) banners: accepted after the first page by default, so that later pages show the
 * site itself; `acceptSelector` names the accept button of a banner Klarsicht does not recognise.
 */
export const consentSettingsSchema = z.object({
  handle: z.boolean(),
  acceptSelector: selector.nullable(),
});
export type ConsentSettings = z.infer<typeof consentSettingsSchema>;

export const siteSettingsSchema = z.object({
  /**
   * The site's start address, where its scans begin: as entered when the site was added (its path
   * kept) or as changed here; the site's origin for sites added before start addresses were kept.
   */
  url: z.string(),
  scope: crawlScopeSettingsSchema,
  signIn: signInSettingsSchema.nullable(),
  consent: consentSettingsSchema,
  /**
   * Whether this service can store sign-in secrets: it needs CREDENTIALS_KEY. Without it a sign-in
   * with secrets is refused (409 `credentials_unavailable`).
   */
  credentialsAvailable: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const updateSiteSettingsSchema = z.object({
  /** A new start address on the same site (http or https); left out: the stored one stays. */
  startUrl: withoutNul(z.string().trim().min(1).max(2048)).optional(),
  scope: crawlScopeSettingsSchema,
  /** null: scan without signing in (stored secrets are deleted). */
  signIn: signInSettingsInputSchema.nullable(),
  /** Left out: the stored consent settings stay. */
  consent: consentSettingsSchema.optional(),
});
export type UpdateSiteSettings = z.infer<typeof updateSiteSettingsSchema>;
