import { z } from 'zod';
import { conformanceProgressSchema, criterionIdSchema, overallConformanceSchema } from './conformance.js';
import { acceptReasonSchema } from './decisions.js';
import { languageSchema, profileIdSchema } from './enums.js';
import { sampleKindSchema, sampleReasonSchema } from './evaluation.js';
import { withoutNul } from './text.js';

/*
 * The accessibility statement of a site (a monitor of the caller's plan, by its id): the owner's
 * draft, what the generator fills from the site's conformance, and the published versions.
 */

const ownerText = (max: number) => withoutNul(z.string().max(max));

export const STATEMENT_LIMITS = {
  short: 200,
  long: 4000,
  note: 1000,
  address: 500,
  barrierNotes: 100,
} as const;

/** The owner's fields; a draft may leave any of them empty, publishing needs the required ones. */
export const statementOwnerFieldsSchema = z.object({
  language: languageSchema,
  organisation: ownerText(STATEMENT_LIMITS.short),
  serviceName: ownerText(STATEMENT_LIMITS.short),
  serviceDescription: ownerText(STATEMENT_LIMITS.long),
  serviceOperation: ownerText(STATEMENT_LIMITS.long),
  measures: ownerText(STATEMENT_LIMITS.long),
  contactEmail: z.union([z.literal(''), z.email().max(254)]),
  contactPhone: withoutNul(
    z
      .string()
      .max(40)
      .regex(/^[\d\s+()/.-]*$/, 'Digits, spaces and + ( ) / . - only'),
  ),
  contactAddress: ownerText(STATEMENT_LIMITS.address),
  alternatives: ownerText(STATEMENT_LIMITS.long),
  barrierNotes: z
    .record(criterionIdSchema, ownerText(STATEMENT_LIMITS.note))
    .refine((notes) => Object.keys(notes).length <= STATEMENT_LIMITS.barrierNotes, 'Too many notes'),
  preparedOn: z.iso.date(),
});
export type StatementOwnerFieldsInput = z.infer<typeof statementOwnerFieldsSchema>;

/** The owner's fields a published statement cannot do without (Anlage 3 Nr. 1 BFSG and a way to give feedback). */
export const STATEMENT_REQUIRED_FIELDS = ['organisation', 'serviceDescription', 'contactEmail'] as const;

const statementBarrierSchema = z.object({
  /** A WCAG criterion, or an EN 301 549 requirement outside chapter 9 by its clause. */
  criterionId: z.string(),
  /** Null for an EN 301 549 requirement outside chapter 9. */
  level: z.enum(['A', 'AA', 'AAA']).nullable(),
  title: z.string(),
  /** What a visitor meets, in plain language. */
  text: z.string(),
  pages: z.number().int(),
  /** Found only in these PDF documents (and failed by no person): `text` speaks of them. */
  documents: z.array(z.object({ url: z.string(), title: z.string().nullable() })),
  /** Why the owner accepted its issues for now (decision 029), each reason once; the statement says so. */
  accepted: z
    .array(
      z.object({
        reason: acceptReasonSchema,
        assessedOn: z.string().optional(),
        plannedOn: z.string().optional(),
      }),
    )
    .optional(),
});

/** `POST /api/sites/:id/statement/versions`. */
export const statementPublishRequestSchema = z.object({
  /** Publish although criteria are not yet tested (else 409 untested_criteria names them). */
  confirmUntested: z.boolean().optional(),
});
export type StatementPublishRequest = z.infer<typeof statementPublishRequestSchema>;

export const statementVersionSchema = z.object({
  number: z.number().int(),
  publishedAt: z.string(),
  url: z.string(),
});

/** `GET|PUT /api/sites/:id/statement`, `POST /api/sites/:id/statement/versions`. */
export const siteStatementSchema = z.object({
  site: z.object({ id: z.string(), site: z.string(), url: z.string(), profile: profileIdSchema }),
  draft: statementOwnerFieldsSchema,
  /** What the generator fills now from the site's conformance. */
  generated: z.object({
    overall: overallConformanceSchema,
    progress: conformanceProgressSchema,
    barriers: z.array(statementBarrierSchema),
    /** The criteria not yet tested: publishing asks for confirmation while there are any. */
    untested: z.array(
      z.object({ criterionId: z.string(), level: z.enum(['A', 'AA', 'AAA']).nullable(), title: z.string() }),
    ),
    /** The EN 301 549 edition the statement follows as a whole; null: the profile's criteria alone. */
    en301549: z.string().nullable(),
    lastScanAt: z.string().nullable(),
    pagesScanned: z.number().int(),
    lastManualAt: z.string().nullable(),
    /** The saved WCAG-EM sample the statement names (null: none saved yet). */
    sample: z
      .array(z.object({ url: z.string(), reason: sampleReasonSchema, sample: sampleKindSchema }))
      .nullable(),
    /** How the site was evaluated, as the statement says it (null: no sample saved yet). */
    method: z.string().nullable(),
  }),
  /** The public page's address; null until the first version is published. */
  publicUrl: z.string().nullable(),
  versions: z.array(statementVersionSchema),
  /** The site's known barriers or status changed since the latest version was published. */
  outOfDate: z.boolean(),
  /** The latest published version in the request's language, to copy. */
  snippets: z.object({ html: z.string(), markdown: z.string() }).nullable(),
});
export type SiteStatement = z.infer<typeof siteStatementSchema>;

/** `GET /api/statements/:publicId`: a published statement, public, for machines (and our own check). */
export const publicStatementSchema = z.object({
  generator: z.literal('Klarsicht'),
  publicId: z.string(),
  site: z.string(),
  url: z.string(),
  version: z.number().int(),
  publishedAt: z.string(),
  overall: overallConformanceSchema,
  language: languageSchema,
  html: z.string(),
});
export type PublicStatement = z.infer<typeof publicStatementSchema>;
