CREATE TABLE "accessibility_statement_versions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"statement_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"content" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accessibility_statements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"site" text NOT NULL,
	"public_id" text NOT NULL,
	"draft" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accessibility_statement_versions" ADD CONSTRAINT "accessibility_statement_versions_statement_id_accessibility_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."accessibility_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accessibility_statements" ADD CONSTRAINT "accessibility_statements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accessibility_statement_versions_number_idx" ON "accessibility_statement_versions" USING btree ("statement_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "accessibility_statements_key_idx" ON "accessibility_statements" USING btree ("user_id","site");--> statement-breakpoint
CREATE UNIQUE INDEX "accessibility_statements_public_idx" ON "accessibility_statements" USING btree ("public_id");