CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"delivery" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "findings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "findings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"scan_id" uuid NOT NULL,
	"page_id" bigint NOT NULL,
	"page_url" text NOT NULL,
	"category" text NOT NULL,
	"rule_id" text NOT NULL,
	"source" text NOT NULL,
	"impact" text,
	"impact_rank" smallint NOT NULL,
	"description" text NOT NULL,
	"help" text NOT NULL,
	"help_url" text NOT NULL,
	"tags" jsonb NOT NULL,
	"wcag" jsonb NOT NULL,
	"en301549" jsonb NOT NULL,
	"bfsg" text,
	"nodes" jsonb NOT NULL,
	"node_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scan_pages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scan_pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"scan_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"url" text NOT NULL,
	"final_url" text,
	"http_status" integer,
	"title" text,
	"violations" integer NOT NULL,
	"passes" integer NOT NULL,
	"incomplete" integer NOT NULL,
	"inapplicable" integer NOT NULL,
	"critical" integer NOT NULL,
	"serious" integer NOT NULL,
	"moderate" integer NOT NULL,
	"minor" integer NOT NULL,
	"error_code" text,
	"error_message" text,
	"error_status" integer,
	"duration_ms" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scans" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" text,
	"url" text NOT NULL,
	"site" text NOT NULL,
	"scope" text NOT NULL,
	"profile" text NOT NULL,
	"status" text NOT NULL,
	"attempt_token" uuid,
	"attempts" integer DEFAULT 0 NOT NULL,
	"pages_done" integer DEFAULT 0 NOT NULL,
	"pages_total" integer DEFAULT 0 NOT NULL,
	"violations" integer DEFAULT 0 NOT NULL,
	"passes" integer DEFAULT 0 NOT NULL,
	"incomplete" integer DEFAULT 0 NOT NULL,
	"inapplicable" integer DEFAULT 0 NOT NULL,
	"critical" integer DEFAULT 0 NOT NULL,
	"serious" integer DEFAULT 0 NOT NULL,
	"moderate" integer DEFAULT 0 NOT NULL,
	"minor" integer DEFAULT 0 NOT NULL,
	"failure_code" text,
	"failure_message" text,
	"failure_status" integer,
	"engine" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "findings" ADD CONSTRAINT "findings_scan_id_scans_id_fk" FOREIGN KEY ("scan_id") REFERENCES "public"."scans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "findings" ADD CONSTRAINT "findings_page_id_scan_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."scan_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_pages" ADD CONSTRAINT "scan_pages_scan_id_scans_id_fk" FOREIGN KEY ("scan_id") REFERENCES "public"."scans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "findings_scan_category_idx" ON "findings" USING btree ("scan_id","category","impact_rank","rule_id");--> statement-breakpoint
CREATE INDEX "findings_page_idx" ON "findings" USING btree ("page_id");--> statement-breakpoint
CREATE INDEX "scan_pages_scan_idx" ON "scan_pages" USING btree ("scan_id","position");--> statement-breakpoint
CREATE INDEX "scans_owner_created_idx" ON "scans" USING btree ("owner_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "scans_finished_site_idx" ON "scans" USING btree ("finished_at","site") WHERE "scans"."status" = 'succeeded';