-- User flows (decision 032, issue 35): recordings from Chrome DevTools' Recorder that a site's scans
-- replay after the crawl, checking the states a crawl never reaches. One row per flow; the scan's
-- pages checked in a flow's state carry it (scan_pages.state), the scan what became of each flow.
CREATE TABLE "site_flows" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"site" text NOT NULL,
	"name" text NOT NULL,
	"recording" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_flows" ADD CONSTRAINT "site_flows_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_flows" ADD CONSTRAINT "site_flows_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_flows_site_idx" ON "site_flows" USING btree ("organisation_id","site");--> statement-breakpoint
ALTER TABLE "scan_pages" ADD COLUMN "state" jsonb;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "flow_runs" jsonb DEFAULT '[]'::jsonb NOT NULL;
