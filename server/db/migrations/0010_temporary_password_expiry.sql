-- A temporary password lasts 72 hours; one already handed out gets its 72 hours from now.
ALTER TABLE "admins" ADD COLUMN "temporary_password_expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "admins" SET "temporary_password_expires_at" = now() + interval '72 hours' WHERE "must_change_password";
