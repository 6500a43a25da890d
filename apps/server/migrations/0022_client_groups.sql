-- Client groups (decision 028): an agency's client, the sites it may see and its own branding.
-- A member with the client role belongs to exactly one group, and so does an invitation for one.
CREATE TABLE "client_groups" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"brand_name" text,
	"logo" bytea,
	"logo_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_groups_logo_check" CHECK (("logo" IS NULL) = ("logo_type" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "client_groups" ADD CONSTRAINT "client_groups_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_groups_name_idx" ON "client_groups" USING btree ("organisation_id", lower("name"));--> statement-breakpoint
CREATE TABLE "client_group_sites" (
	"group_id" uuid NOT NULL,
	"site" text NOT NULL,
	CONSTRAINT "client_group_sites_pk" PRIMARY KEY ("group_id", "site")
);
--> statement-breakpoint
ALTER TABLE "client_group_sites" ADD CONSTRAINT "client_group_sites_group_id_client_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."client_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Deleting a group ends its clients' memberships and invitations: nobody keeps a view of sites
-- that are no longer theirs.
ALTER TABLE "memberships" ADD COLUMN "client_group_id" uuid;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_client_group_id_client_groups_id_fk" FOREIGN KEY ("client_group_id") REFERENCES "public"."client_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_client_group_check" CHECK (("role" = 'client') = ("client_group_id" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "client_group_id" uuid;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_client_group_id_client_groups_id_fk" FOREIGN KEY ("client_group_id") REFERENCES "public"."client_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_client_group_check" CHECK (("role" = 'client') = ("client_group_id" IS NOT NULL));
