CREATE TABLE "criterion_results" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"site" text NOT NULL,
	"criterion_id" text NOT NULL,
	"outcome" text NOT NULL,
	"note" text,
	"decided_at" timestamp with time zone NOT NULL,
	"decided_scan_id" uuid,
	"reopened_at" timestamp with time zone,
	"reopened_scan_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scan_pages" ADD COLUMN "features" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "criterion_results" ADD CONSTRAINT "criterion_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "criterion_results" ADD CONSTRAINT "criterion_results_decided_scan_id_scans_id_fk" FOREIGN KEY ("decided_scan_id") REFERENCES "public"."scans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "criterion_results" ADD CONSTRAINT "criterion_results_reopened_scan_id_scans_id_fk" FOREIGN KEY ("reopened_scan_id") REFERENCES "public"."scans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "criterion_results_key_idx" ON "criterion_results" USING btree ("user_id","site","criterion_id");--> statement-breakpoint
CREATE INDEX "criterion_results_site_idx" ON "criterion_results" USING btree ("site");