-- CVs in creation order with the columns a search or filter tests: a walk that looks for
-- the first matches of a common word (the page, the capped count) reads the index alone
-- instead of one wide CV row per step.
CREATE INDEX "cvs_created_cover_idx" ON "cvs" USING btree ("created_at","id") INCLUDE ("name","user_id","is_draft","is_public","language");--> statement-breakpoint
DROP INDEX "cvs_created_idx";
