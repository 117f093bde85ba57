CREATE TABLE "reply_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"category" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "reply_templates_updated_idx" ON "reply_templates" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "reply_templates_title_idx" ON "reply_templates" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "reply_templates_created_idx" ON "reply_templates" USING btree ("created_at","id");