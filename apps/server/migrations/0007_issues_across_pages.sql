CREATE TABLE "scan_issues" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scan_issues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"scan_id" uuid NOT NULL,
	"category" text NOT NULL,
	"rule_id" text NOT NULL,
	"issue_key" text NOT NULL,
	"impact_rank" smallint NOT NULL,
	"selector" text NOT NULL,
	"html" text NOT NULL,
	"node" jsonb NOT NULL,
	"first_finding_id" bigint NOT NULL,
	"page_count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scan_issues" ADD CONSTRAINT "scan_issues_scan_id_scans_id_fk" FOREIGN KEY ("scan_id") REFERENCES "public"."scans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_issues" ADD CONSTRAINT "scan_issues_first_finding_id_findings_id_fk" FOREIGN KEY ("first_finding_id") REFERENCES "public"."findings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scan_issues_scan_key_idx" ON "scan_issues" USING btree ("scan_id","category","issue_key");--> statement-breakpoint
CREATE INDEX "scan_issues_scan_order_idx" ON "scan_issues" USING btree ("scan_id","category","impact_rank","rule_id");--> statement-breakpoint
-- Scans stored before issues existed get theirs, by the same key as src/db/issues-repo.ts.
INSERT INTO "scan_issues" ("scan_id", "category", "rule_id", "issue_key", "impact_rank", "selector", "html", "node", "first_finding_id", "page_count")
SELECT o.scan_id, o.category, o.rule_id, o.issue_key, min(o.impact_rank),
       (array_agg(o.node->>'selector'))[1], (array_agg(o.node->>'html'))[1],
       (array_agg(o.node ORDER BY o.page_id, o.ordinality))[1],
       (array_agg(o.finding_id ORDER BY o.page_id, o.ordinality))[1],
       count(DISTINCT o.page_id)
FROM (
  SELECT f.scan_id, f.category, f.rule_id, f.impact_rank, f.page_id, f.id AS finding_id,
         n.node, n.ordinality,
         md5(concat_ws(E'\n', f.rule_id, length(n.node->>'selector'), n.node->>'selector', n.node->>'html')) AS issue_key
  FROM "findings" f CROSS JOIN LATERAL jsonb_array_elements(
    CASE WHEN jsonb_array_length(f.nodes) = 0 THEN '[{"selector": "", "html": ""}]'::jsonb ELSE f.nodes END
  ) WITH ORDINALITY AS n(node, ordinality)
  WHERE f.category IN ('violations', 'incomplete')
) o
GROUP BY o.scan_id, o.category, o.rule_id, o.issue_key;
