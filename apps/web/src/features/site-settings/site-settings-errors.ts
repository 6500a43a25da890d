import { errorKeyMapper, type FallbackErrorKey } from '../../lib/error-key';

const CODES = [
  'not_found',
  'url_not_allowed',
  'plan_required',
  'validation_failed',
  'credentials_unavailable',
  'unauthorized',
  'billing_unavailable',
] as const;

/** Keys under siteSettings:errors, one per problem code the settings endpoints answer with. */
export type SiteSettingsErrorKey = (typeof CODES)[number] | FallbackErrorKey;

/** Translates by the problem's stable code, never by the server's English title. */
export const siteSettingsErrorKey: (error: unknown) => SiteSettingsErrorKey = errorKeyMapper(CODES, {
  404: 'not_found',
  409: 'credentials_unavailable',
  502: 'billing_unavailable',
});
