-- Another address of a page the scan already checked (issue 28): "/index.html" next to "/", a
-- redirect to a checked page, a page naming it as canonical. Kept apart from scan_pages, whose rows
-- are the pages counted, listed and searched; a later attempt must not load these again either.
CREATE TABLE "scan_page_aliases" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scan_page_aliases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"scan_id" uuid NOT NULL,
	"url" text NOT NULL,
	"final_url" text,
	"alias_of" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scan_page_aliases" ADD CONSTRAINT "scan_page_aliases_scan_id_scans_id_fk" FOREIGN KEY ("scan_id") REFERENCES "public"."scans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scan_page_aliases_scan_url_idx" ON "scan_page_aliases" USING btree ("scan_id","url");
