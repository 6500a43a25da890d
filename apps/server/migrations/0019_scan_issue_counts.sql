-- The counts people read (issue 28): distinct issues, their occurrences, violated rules, issues by
-- impact and places to review, stored with the scan when it ends (scan_issues stays the source).
ALTER TABLE "scans" ADD COLUMN "issue_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "occurrence_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "violated_rules" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "issues_critical" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "issues_serious" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "issues_moderate" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "issues_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "review_issue_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "scans" s SET
  "issue_count" = t.issues,
  "occurrence_count" = t.occurrences,
  "violated_rules" = t.rules,
  "issues_critical" = t.critical,
  "issues_serious" = t.serious,
  "issues_moderate" = t.moderate,
  "issues_minor" = t.minor,
  "review_issue_count" = t.review
FROM (
  SELECT scan_id,
    count(*) FILTER (WHERE category = 'violations') AS issues,
    coalesce(sum(page_count) FILTER (WHERE category = 'violations'), 0) AS occurrences,
    count(DISTINCT rule_id) FILTER (WHERE category = 'violations') AS rules,
    count(*) FILTER (WHERE category = 'violations' AND impact_rank = 0) AS critical,
    count(*) FILTER (WHERE category = 'violations' AND impact_rank = 1) AS serious,
    count(*) FILTER (WHERE category = 'violations' AND impact_rank = 2) AS moderate,
    count(*) FILTER (WHERE category = 'violations' AND impact_rank = 3) AS minor,
    count(*) FILTER (WHERE category = 'incomplete') AS review
  FROM "scan_issues"
  GROUP BY scan_id
) t
WHERE s.id = t.scan_id AND s.status IN ('succeeded', 'failed');
