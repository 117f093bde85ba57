-- The credits ledger (server/areas/users/ledger.ts): every change of a user's credits, indexed by user and time.
CREATE TABLE "credit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"credits_cv_creation" integer DEFAULT 0 NOT NULL,
	"credits_ai_optimization" integer DEFAULT 0 NOT NULL,
	"credits_premium_templates" integer DEFAULT 0 NOT NULL,
	"credits_ai_templates" integer DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"admin_id" uuid,
	"order_id" uuid,
	"subscription_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_entries_user_created_idx" ON "credit_entries" USING btree ("user_id","created_at","id");