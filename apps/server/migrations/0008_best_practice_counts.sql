ALTER TABLE "scan_pages" ADD COLUMN "best_practices" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "best_practices" integer DEFAULT 0 NOT NULL;