-- Issue trackers of an organisation (decision 030): a GitHub repository, GitLab project or Jira
-- project with its API token and its webhook's secret, both sealed; and one ticket per issue key
-- and tracker, which a closed ticket turns into a `fixed` decision.
CREATE TABLE "tracker_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"base_url" text NOT NULL,
	"settings" jsonb NOT NULL,
	"token_sealed" text NOT NULL,
	"webhook_secret_sealed" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracker_links_kind_check" CHECK ("kind" IN ('github', 'gitlab', 'jira'))
);
--> statement-breakpoint
ALTER TABLE "tracker_links" ADD CONSTRAINT "tracker_links_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_links" ADD CONSTRAINT "tracker_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tracker_links_organisation_idx" ON "tracker_links" USING btree ("organisation_id");--> statement-breakpoint
CREATE TABLE "issue_tickets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"tracker_id" uuid NOT NULL,
	"site" text NOT NULL,
	"issue_key" text NOT NULL,
	"rule_id" text NOT NULL,
	"ticket_id" text NOT NULL,
	"reference" text NOT NULL,
	"url" text NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issue_tickets_state_check" CHECK ("state" IN ('open', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "issue_tickets" ADD CONSTRAINT "issue_tickets_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_tickets" ADD CONSTRAINT "issue_tickets_tracker_id_tracker_links_id_fk" FOREIGN KEY ("tracker_id") REFERENCES "public"."tracker_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "issue_tickets_issue_idx" ON "issue_tickets" USING btree ("tracker_id", "site", "issue_key");--> statement-breakpoint
CREATE UNIQUE INDEX "issue_tickets_ticket_idx" ON "issue_tickets" USING btree ("tracker_id", "ticket_id");--> statement-breakpoint
CREATE INDEX "issue_tickets_organisation_idx" ON "issue_tickets" USING btree ("organisation_id", "site", "issue_key");
