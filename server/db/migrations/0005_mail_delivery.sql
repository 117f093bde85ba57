-- Delivery of email_outbox (server/services/outbox.ts): who a message is for, its HTML part
-- and language, and when it may be tried next (a retry's backoff, or a sender's lease while
-- it is being sent). Verification links carry a single-use token of which only a hash is kept.
ALTER TABLE "email_outbox" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "html_body" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Messages queued before this migration: due now, and linked to their user by address.
UPDATE "email_outbox" SET "next_attempt_at" = "created_at";--> statement-breakpoint
UPDATE "email_outbox" o SET "user_id" = u."id" FROM "users" u WHERE lower(u."email") = lower(o."to_email");--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("next_attempt_at") WHERE "status" in ('queued', 'sending');--> statement-breakpoint
CREATE INDEX "email_outbox_user_idx" ON "email_outbox" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE TABLE "email_verification_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);--> statement-breakpoint
ALTER TABLE "email_verification_tokens" ADD CONSTRAINT "email_verification_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_verification_tokens_hash_uq" ON "email_verification_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_verification_tokens_user_idx" ON "email_verification_tokens" USING btree ("user_id");
