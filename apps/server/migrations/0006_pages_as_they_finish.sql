DROP INDEX "scan_pages_scan_idx";--> statement-breakpoint
ALTER TABLE "scan_pages" ADD COLUMN "links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "scan_pages_scan_position_idx" ON "scan_pages" USING btree ("scan_id","position");