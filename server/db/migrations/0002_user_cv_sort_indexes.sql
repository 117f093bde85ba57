CREATE INDEX "cvs_updated_idx" ON "cvs" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "cvs_name_idx" ON "cvs" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "users_last_name_idx" ON "users" USING btree ("last_name","id");--> statement-breakpoint
CREATE INDEX "users_total_cvs_idx" ON "users" USING btree ("total_cvs_created","id");--> statement-breakpoint
CREATE INDEX "users_last_login_idx" ON "users" USING btree ("last_login_at" DESC NULLS LAST,"id" DESC NULLS LAST);