import {
  type ApplicabilityAnswers,
  type EvaluationScopeFields,
  MANUAL_OUTCOMES,
  type PublishedStatementContent,
  type SamplePage,
  type StatementOwnerFields,
} from '@klarsicht/report';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organisations, users } from '../accounts/schema.js';
import { bytea, createdAt } from '../platform/db/columns.js';
import { scans } from '../scans/schema.js';

/**
 * A verdict on a WCAG success criterion for a site, the organisation's (as decisions on findings are). A
 * later scan that finds a violation of a criterion passed by hand sets `reopened_at`: the verdict
 * stays for the record, but the criterion must be decided again.
 */
export const criterionResults = pgTable(
  'criterion_results',
  {
    id: uuid('id').primaryKey(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    site: text('site').notNull(),
    criterionId: text('criterion_id').notNull(),
    outcome: text('outcome', { enum: MANUAL_OUTCOMES }).notNull(),
    note: text('note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
    /** Who decided (null: since gone). */
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** The scan the person looked at when deciding (null: none, or since deleted). */
    decidedScanId: uuid('decided_scan_id').references(() => scans.id, { onDelete: 'set null' }),
    reopenedAt: timestamp('reopened_at', { withTimezone: true }),
    reopenedScanId: uuid('reopened_scan_id').references(() => scans.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('criterion_results_organisation_key_idx').on(
      table.organisationId,
      table.site,
      table.criterionId,
    ),
    index('criterion_results_site_idx').on(table.site),
  ],
);

/** A picture a person attached to their verdict as evidence (one per verdict; withdrawn with it). */
export const criterionEvidence = pgTable('criterion_evidence', {
  resultId: uuid('result_id')
    .primaryKey()
    .references(() => criterionResults.id, { onDelete: 'cascade' }),
  mime: text('mime').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

/** A site's accessibility statement: the owner's draft, and the public id its published versions share. */
export const accessibilityStatements = pgTable(
  'accessibility_statements',
  {
    id: uuid('id').primaryKey(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    site: text('site').notNull(),
    /** In the public page's address: random, so that statements cannot be listed by guessing. */
    publicId: text('public_id').notNull(),
    draft: jsonb('draft').$type<StatementOwnerFields>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('accessibility_statements_organisation_key_idx').on(table.organisationId, table.site),
    uniqueIndex('accessibility_statements_public_idx').on(table.publicId),
  ],
);

/** Every published version of a statement, with everything it said, kept as published. */
export const accessibilityStatementVersions = pgTable(
  'accessibility_statement_versions',
  {
    id: uuid('id').primaryKey(),
    statementId: uuid('statement_id')
      .notNull()
      .references(() => accessibilityStatements.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    content: jsonb('content').$type<PublishedStatementContent>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** Who published it (null: since gone). */
    publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [uniqueIndex('accessibility_statement_versions_number_idx').on(table.statementId, table.number)],
);

/** The owner's answers to the applicability questions of a site (decision 031). */
export const siteApplicability = pgTable(
  'site_applicability',
  {
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    site: text('site').notNull(),
    answers: jsonb('answers').$type<ApplicabilityAnswers>().notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
    /** Who answered last (null: since gone). */
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ name: 'site_applicability_pkey', columns: [table.organisationId, table.site] })],
);

/**
 * A site's evaluation after WCAG-EM (issue 34): the scope and the sample of pages its verdicts rest
 * on, one per organisation and site. Until one is saved, Klarsicht proposes one from the last scan.
 */
export const siteEvaluations = pgTable(
  'site_evaluations',
  {
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    site: text('site').notNull(),
    scope: jsonb('scope').$type<EvaluationScopeFields>().notNull(),
    /** The structured sample, then the random sample. */
    sample: jsonb('sample').$type<SamplePage[]>().notNull(),
    /** The seed the random sample was drawn with (null: chosen by hand, or imported without one). */
    randomSeed: text('random_seed'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** Who saved it last (null: since gone). */
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ name: 'site_evaluations_pkey', columns: [table.organisationId, table.site] })],
);
