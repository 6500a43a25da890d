ALTER TABLE "site_scan_settings" ADD COLUMN "start_url" text;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "crawl_scope" jsonb;
