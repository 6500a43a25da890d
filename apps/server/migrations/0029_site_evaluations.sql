-- A site's evaluation after WCAG-EM (issue 34): the scope and the sample of pages (structured and
-- random, with the seed of the random draw) its verdicts rest on, one row per organisation and site.
CREATE TABLE "site_evaluations" (
	"organisation_id" uuid NOT NULL,
	"site" text NOT NULL,
	"scope" jsonb NOT NULL,
	"sample" jsonb NOT NULL,
	"random_seed" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "site_evaluations_pkey" PRIMARY KEY ("organisation_id", "site")
);
--> statement-breakpoint
ALTER TABLE "site_evaluations" ADD CONSTRAINT "site_evaluations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_evaluations" ADD CONSTRAINT "site_evaluations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
