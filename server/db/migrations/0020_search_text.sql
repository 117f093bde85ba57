DROP INDEX "audit_log_record_name_trgm";--> statement-breakpoint
DROP INDEX "cvs_name_trgm";--> statement-breakpoint
DROP INDEX "contacts_search_trgm";--> statement-breakpoint
DROP INDEX "orders_search_trgm";--> statement-breakpoint
DROP INDEX "packages_search_trgm";--> statement-breakpoint
DROP INDEX "templates_search_trgm";--> statement-breakpoint
DROP INDEX "users_search_trgm";--> statement-breakpoint
DROP INDEX "cvs_created_cover_idx";--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold("first_name" || ' ' || "last_name" || ' ' || "email")) STORED;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold("record_name")) STORED;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold("name" || ' ' || "email" || ' ' || "subject")) STORED;--> statement-breakpoint
ALTER TABLE "cvs" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold("name")) STORED;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold("order_code" || ' ' || "customer_name" || ' ' || "customer_email")) STORED;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold("name" || ' ' || "name_en")) STORED;--> statement-breakpoint
ALTER TABLE "reply_templates" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold("title" || ' ' || "subject" || ' ' || "body")) STORED;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold("name" || ' ' || "description")) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold("first_name" || ' ' || "last_name" || ' ' || "email")) STORED;--> statement-breakpoint
CREATE INDEX "admins_search_trgm" ON "admins" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_log_search_trgm" ON "audit_log" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cvs_search_trgm" ON "cvs" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reply_templates_search_trgm" ON "reply_templates" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_search_trgm" ON "contacts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_search_trgm" ON "orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "packages_search_trgm" ON "packages" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "templates_search_trgm" ON "templates" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_trgm" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Hand-written (drizzle cannot say INCLUDE; keep it when regenerating): the CVs' walk in
-- creation order carries the search text in place of the name (migration 0004), so a search
-- that walks it (a common word's page, the capped count) still reads the index alone.
CREATE INDEX "cvs_created_cover_idx" ON "cvs" USING btree ("created_at","id") INCLUDE ("search_text","user_id","is_draft","is_public","language");--> statement-breakpoint
-- Hand-written (keep it after the indexes when regenerating): the planner's statistics of the
-- new search_text columns. Without them a common term ('nguyen') is estimated at a few
-- hundred rows and read through the trigram index whole instead of walking the sort index
-- for one page (autovacuum would not analyse tables that did not change).
ANALYZE "users", "cvs", "orders", "contacts", "templates", "packages", "admins", "audit_log", "reply_templates";
