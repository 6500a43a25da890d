ALTER TABLE "scan_pages" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "scan_pages" ADD COLUMN "consent" jsonb;