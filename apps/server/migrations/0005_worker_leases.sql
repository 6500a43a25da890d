CREATE TABLE "worker_leases" (
	"id" uuid PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"pid" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "worker_id" uuid;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "job_id" uuid;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "interrupted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "scans_running_worker_idx" ON "scans" USING btree ("worker_id") WHERE "scans"."status" = 'running';