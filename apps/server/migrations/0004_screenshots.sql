CREATE TABLE "finding_screenshots" (
	"id" uuid PRIMARY KEY NOT NULL,
	"scan_id" uuid NOT NULL,
	"finding_id" bigint NOT NULL,
	"node_index" integer NOT NULL,
	"mime" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "finding_screenshots" ADD CONSTRAINT "finding_screenshots_scan_id_scans_id_fk" FOREIGN KEY ("scan_id") REFERENCES "public"."scans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finding_screenshots" ADD CONSTRAINT "finding_screenshots_finding_id_findings_id_fk" FOREIGN KEY ("finding_id") REFERENCES "public"."findings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "finding_screenshots_scan_idx" ON "finding_screenshots" USING btree ("scan_id");--> statement-breakpoint
CREATE INDEX "finding_screenshots_finding_idx" ON "finding_screenshots" USING btree ("finding_id");