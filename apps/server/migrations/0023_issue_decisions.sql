-- Decisions on issues (decision 029): per organisation and site, on an issue's key (the same across
-- scans), for one page (its path) or every page of the site (page_path ''). `version` counts the
-- changes, so that two people deciding at once do not overwrite each other unseen.
CREATE TABLE "issue_decisions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"site" text NOT NULL,
	"rule_id" text NOT NULL,
	"issue_key" text NOT NULL,
	"page_path" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"assignee_id" uuid,
	"due_on" date,
	"reason" text,
	"assessed_on" date,
	"planned_on" date,
	"review_on" date,
	"scan_id" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "issue_decisions_status_check" CHECK ("status" IN ('open', 'in_progress', 'fixed', 'verified', 'reopened', 'false_positive', 'accepted')),
	CONSTRAINT "issue_decisions_reason_check" CHECK ("reason" IS NULL OR "reason" IN ('third_party', 'disproportionate_burden', 'planned'))
);
--> statement-breakpoint
ALTER TABLE "issue_decisions" ADD CONSTRAINT "issue_decisions_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_decisions" ADD CONSTRAINT "issue_decisions_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_decisions" ADD CONSTRAINT "issue_decisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_decisions" ADD CONSTRAINT "issue_decisions_scan_id_scans_id_fk" FOREIGN KEY ("scan_id") REFERENCES "public"."scans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "issue_decisions_key_idx" ON "issue_decisions" USING btree ("organisation_id", "site", "issue_key", "page_path");--> statement-breakpoint
CREATE INDEX "issue_decisions_assignee_idx" ON "issue_decisions" USING btree ("assignee_id") WHERE "assignee_id" IS NOT NULL;
