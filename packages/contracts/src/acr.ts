import { ACR_EDITIONS } from '@klarsicht/report';
import { z } from 'zod';
import { languageSchema } from './enums.js';

/*
 * Accessibility Conformance Reports of a site (GET /api/sites/:id/acr): a VPAT® 2.5 edition of the
 * site's conformance table, as a web page, a Word document or an OpenACR file.
 */

export const ACR_FORMATS = ['html', 'docx', 'openacr'] as const;
export type AcrFormat = (typeof ACR_FORMATS)[number];

export const acrEditionSchema = z.enum(ACR_EDITIONS);
export const acrFormatSchema = z.enum(ACR_FORMATS);

export const acrQuerySchema = z.object({
  /** Default: eu for a profile that follows EN 301 549, else wcag. */
  edition: acrEditionSchema.optional(),
  format: acrFormatSchema.default('html'),
  /** Overrides Accept-Language; German by default. */
  lang: languageSchema.optional(),
});
export type AcrQuery = z.infer<typeof acrQuerySchema>;
