-- Organisations own what a plan covers; people belong to them with a role (issue 31, decision 028).
-- Every account gets a personal organisation whose id is the user's id, so each owning column keeps
-- its values and only changes its name and its foreign key: sealed sign-in secrets (bound to
-- "<id>\n<site>"), Stripe customers (metadata klarsicht_user_id), locks, caches and rate-limit keys
-- all stay valid, and no row moves.
CREATE TABLE "organisations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"personal" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"organisation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_organisation_id_user_id_pk" PRIMARY KEY("organisation_id","user_id"),
	CONSTRAINT "memberships_role_check" CHECK ("role" IN ('owner', 'admin', 'editor', 'viewer', 'client'))
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memberships_user_idx" ON "memberships" USING btree ("user_id");--> statement-breakpoint
INSERT INTO "organisations" ("id", "name", "personal", "created_at")
	SELECT "id", COALESCE(NULLIF(btrim("full_name"), ''), NULLIF(btrim("email"), ''), 'Klarsicht'), true, "created_at" FROM "users";--> statement-breakpoint
INSERT INTO "memberships" ("organisation_id", "user_id", "role", "created_at")
	SELECT "id", "id", 'owner', "created_at" FROM "users";--> statement-breakpoint

-- Scans: the owner was text without a foreign key. Owners written as a user id keep it; a scan whose
-- owner is no account (deleted before deletions removed scans) could be read by nobody and is removed
-- with what hangs off it. `started_by` keeps who started it.
ALTER TABLE "scans" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "started_by" uuid;--> statement-breakpoint
UPDATE "scans" SET "organisation_id" = "users"."id", "started_by" = "users"."id"
	FROM "users" WHERE "scans"."owner_id" = "users"."id"::text;--> statement-breakpoint
DELETE FROM "scans" WHERE "owner_id" IS NOT NULL AND "organisation_id" IS NULL;--> statement-breakpoint
DROP INDEX "scans_owner_created_idx";--> statement-breakpoint
ALTER TABLE "scans" DROP COLUMN "owner_id";--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scans_organisation_created_idx" ON "scans" USING btree ("organisation_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint

-- Sites and their settings.
ALTER TABLE "site_monitors" DROP CONSTRAINT "site_monitors_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "site_monitors" RENAME COLUMN "user_id" TO "organisation_id";--> statement-breakpoint
ALTER INDEX "site_monitors_user_site_idx" RENAME TO "site_monitors_organisation_site_idx";--> statement-breakpoint
ALTER TABLE "site_monitors" ADD CONSTRAINT "site_monitors_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_scan_settings" DROP CONSTRAINT "site_scan_settings_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "site_scan_settings" RENAME COLUMN "user_id" TO "organisation_id";--> statement-breakpoint
ALTER TABLE "site_scan_settings" RENAME CONSTRAINT "site_scan_settings_user_id_site_pk" TO "site_scan_settings_organisation_id_site_pk";--> statement-breakpoint
ALTER TABLE "site_scan_settings" ADD CONSTRAINT "site_scan_settings_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint

-- Decisions on findings and verdicts: the organisation's, with who decided kept apart.
ALTER TABLE "finding_reviews" DROP CONSTRAINT "finding_reviews_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "finding_reviews" RENAME COLUMN "user_id" TO "organisation_id";--> statement-breakpoint
ALTER INDEX "finding_reviews_key_idx" RENAME TO "finding_reviews_organisation_key_idx";--> statement-breakpoint
ALTER TABLE "finding_reviews" ADD CONSTRAINT "finding_reviews_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finding_reviews" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
UPDATE "finding_reviews" SET "decided_by" = "organisation_id";--> statement-breakpoint
ALTER TABLE "finding_reviews" ADD CONSTRAINT "finding_reviews_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "criterion_results" DROP CONSTRAINT "criterion_results_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "criterion_results" RENAME COLUMN "user_id" TO "organisation_id";--> statement-breakpoint
ALTER INDEX "criterion_results_key_idx" RENAME TO "criterion_results_organisation_key_idx";--> statement-breakpoint
ALTER TABLE "criterion_results" ADD CONSTRAINT "criterion_results_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "criterion_results" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
UPDATE "criterion_results" SET "decided_by" = "organisation_id";--> statement-breakpoint
ALTER TABLE "criterion_results" ADD CONSTRAINT "criterion_results_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint

-- Statements: the organisation's; each published version keeps who published it.
ALTER TABLE "accessibility_statements" DROP CONSTRAINT "accessibility_statements_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "accessibility_statements" RENAME COLUMN "user_id" TO "organisation_id";--> statement-breakpoint
ALTER INDEX "accessibility_statements_key_idx" RENAME TO "accessibility_statements_organisation_key_idx";--> statement-breakpoint
ALTER TABLE "accessibility_statements" ADD CONSTRAINT "accessibility_statements_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accessibility_statement_versions" ADD COLUMN "published_by" uuid;--> statement-breakpoint
UPDATE "accessibility_statement_versions" AS "version" SET "published_by" = "statement"."organisation_id"
	FROM "accessibility_statements" AS "statement" WHERE "version"."statement_id" = "statement"."id";--> statement-breakpoint
ALTER TABLE "accessibility_statement_versions" ADD CONSTRAINT "accessibility_statement_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint

-- API tokens: one organisation's, acting with their creator's role there.
ALTER TABLE "api_tokens" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
UPDATE "api_tokens" SET "organisation_id" = "user_id";--> statement-breakpoint
ALTER TABLE "api_tokens" ALTER COLUMN "organisation_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_tokens_organisation_idx" ON "api_tokens" USING btree ("organisation_id","created_at");--> statement-breakpoint

-- Share links outlive the member who made them.
ALTER TABLE "share_links" DROP CONSTRAINT "share_links_created_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "share_links" ALTER COLUMN "created_by" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint

-- Billing: the organisation is the customer.
ALTER TABLE "billing_customers" DROP CONSTRAINT "billing_customers_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "billing_customers" RENAME COLUMN "user_id" TO "organisation_id";--> statement-breakpoint
ALTER TABLE "billing_customers" ADD CONSTRAINT "billing_customers_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_accounts" DROP CONSTRAINT "billing_accounts_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "billing_accounts" RENAME COLUMN "user_id" TO "organisation_id";--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD CONSTRAINT "billing_accounts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_checkout_sessions" RENAME COLUMN "user_id" TO "organisation_id";--> statement-breakpoint
ALTER TABLE "local_customers" RENAME COLUMN "user_id" TO "organisation_id";
--> statement-breakpoint

-- Invitations by e-mail: a random single-use token, stored as its SHA-256 only, valid for a week.
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"language" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "invitations_role_check" CHECK ("role" IN ('owner', 'admin', 'editor', 'viewer', 'client')),
	CONSTRAINT "invitations_language_check" CHECK ("language" IN ('de', 'en'))
);
--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_pending_idx" ON "invitations" USING btree ("organisation_id","email") WHERE "accepted_at" IS NULL AND "revoked_at" IS NULL;
--> statement-breakpoint

-- The activity record: append-only per organisation, each entry chained to the one before by its
-- SHA-256; the organisation keeps the head, so that an entry cut off the end is found too.
ALTER TABLE "organisations" ADD COLUMN "activity_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "activity_hash" text DEFAULT '0000000000000000000000000000000000000000000000000000000000000000' NOT NULL;--> statement-breakpoint
CREATE TABLE "activity_entries" (
	"organisation_id" uuid NOT NULL,
	"seq" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_id" uuid,
	"actor_label" text NOT NULL,
	"action" text NOT NULL,
	"subject" jsonb NOT NULL,
	"details" jsonb NOT NULL,
	"previous_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "activity_entries_organisation_id_seq_pk" PRIMARY KEY("organisation_id","seq")
);
--> statement-breakpoint
ALTER TABLE "activity_entries" ADD CONSTRAINT "activity_entries_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_entries_action_idx" ON "activity_entries" USING btree ("organisation_id","action","seq");
