-- A site scan's violations by decision status as they stood when it ended (decision 029): the
-- trend shows how a site's issues moved through the lifecycle. Null for scans from before.
ALTER TABLE "scans" ADD COLUMN "issues_by_status" jsonb;
