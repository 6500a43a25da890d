CREATE TABLE "site_scan_settings" (
	"user_id" uuid NOT NULL,
	"site" text NOT NULL,
	"crawl_area" text,
	"include_patterns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"exclude_patterns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sign_in" jsonb,
	"sign_in_secret" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_scan_settings_user_id_site_pk" PRIMARY KEY("user_id","site")
);
--> statement-breakpoint
ALTER TABLE "site_scan_settings" ADD CONSTRAINT "site_scan_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;