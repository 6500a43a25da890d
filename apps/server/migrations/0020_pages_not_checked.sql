-- The checks that did not run or did not finish on a page (issue 29): which check, why, and the
-- engine's detail, as PageReport.notChecked has them. Null for every page stored before.
ALTER TABLE "scan_pages" ADD COLUMN "not_checked" jsonb;
