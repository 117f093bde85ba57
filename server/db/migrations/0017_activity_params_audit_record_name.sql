ALTER TABLE "activity_events" ADD COLUMN "params" jsonb;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "record_name" text;--> statement-breakpoint
ALTER TABLE "user_activity" ADD COLUMN "params" jsonb;--> statement-breakpoint
CREATE INDEX "audit_log_record_name_trgm" ON "audit_log" USING gin (search_fold("record_name") gin_trgm_ops);