-- The audit log screen (issue 13): newest first, filtered by admin, action, entity type,
-- entity id and a time range. Each filter gets an index that ends in (created_at, id), so a
-- page is an ordered index range and a deep page walks ids alone (an index-only scan).
DROP INDEX IF EXISTS "audit_log_created_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "audit_log_admin_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "audit_log_action_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "audit_log_entity_idx";--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_admin_idx" ON "audit_log" USING btree ("admin_id","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_id_idx" ON "audit_log" USING btree ("entity_id","created_at","id");
