-- Why a message failed, by its code and values as well as in English, so that the panel says it in the admin's language.
ALTER TABLE "email_outbox" ADD COLUMN "last_error_code" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "last_error_params" jsonb;