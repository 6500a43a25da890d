-- Which EN 301 549 requirements apply to a site (decision 031): the owner's answers to the
-- applicability questions (documents, video, two-way voice, …), one row per organisation and site.
CREATE TABLE "site_applicability" (
	"organisation_id" uuid NOT NULL,
	"site" text NOT NULL,
	"answers" jsonb NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	"answered_by" uuid,
	CONSTRAINT "site_applicability_pkey" PRIMARY KEY ("organisation_id", "site")
);
--> statement-breakpoint
ALTER TABLE "site_applicability" ADD CONSTRAINT "site_applicability_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_applicability" ADD CONSTRAINT "site_applicability_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
