ALTER TABLE "site_scan_settings" ADD COLUMN "consent_handle" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "site_scan_settings" ADD COLUMN "consent_accept_selector" text;