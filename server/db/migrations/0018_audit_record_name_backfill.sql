-- The record's name of the audit entries written before audit_log.record_name existed (0017):
-- from the record where it still exists, else from the values the entry kept (a deletion's
-- before, a creation's after), else nothing (the screens fall back to the type and id).
UPDATE "audit_log" a SET "record_name" = coalesce(nullif(trim(u."first_name" || ' ' || u."last_name"), ''), u."email")
FROM "users" u WHERE a."record_name" IS NULL AND a."entity" = 'user' AND a."entity_id" = u."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "record_name" = coalesce(nullif(trim(ad."first_name" || ' ' || ad."last_name"), ''), ad."email")
FROM "admins" ad WHERE a."record_name" IS NULL AND a."entity" = 'admin' AND a."entity_id" = ad."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "record_name" = c."name"
FROM "cvs" c WHERE a."record_name" IS NULL AND a."entity" = 'cv' AND a."entity_id" = c."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "record_name" = coalesce(nullif(p."name_en", ''), p."name")
FROM "packages" p WHERE a."record_name" IS NULL AND a."entity" = 'package' AND a."entity_id" = p."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "record_name" = o."order_code"
FROM "orders" o WHERE a."record_name" IS NULL AND a."entity" = 'order' AND a."entity_id" = o."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "record_name" = t."name"
FROM "templates" t WHERE a."record_name" IS NULL AND a."entity" = 'template' AND a."entity_id" = t."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "record_name" = c."subject"
FROM "contacts" c WHERE a."record_name" IS NULL AND a."entity" = 'contact' AND a."entity_id" = c."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "record_name" = r."title"
FROM "reply_templates" r WHERE a."record_name" IS NULL AND a."entity" = 'reply_template' AND a."entity_id" = r."id"::text;--> statement-breakpoint
UPDATE "audit_log" SET "record_name" = "entity_id" WHERE "record_name" IS NULL AND "entity" = 'settings';--> statement-breakpoint
-- Records deleted since (and a failed sign-in of an unknown email): the name the entry's own values hold.
UPDATE "audit_log" SET "record_name" = nullif(trim(CASE "entity"
    WHEN 'user' THEN coalesce(nullif(trim(coalesce(v->>'firstName', '') || ' ' || coalesce(v->>'lastName', '')), ''), v->>'email')
    WHEN 'admin' THEN coalesce(nullif(trim(coalesce(v->>'firstName', '') || ' ' || coalesce(v->>'lastName', '')), ''), v->>'email')
    WHEN 'cv' THEN v->>'name'
    WHEN 'package' THEN coalesce(nullif(v->>'nameEn', ''), v->>'name')
    WHEN 'template' THEN v->>'name'
    WHEN 'contact' THEN v->>'subject'
    WHEN 'reply_template' THEN v->>'title'
  END), '')
FROM (SELECT "id" AS entry_id, CASE WHEN jsonb_typeof("before") = 'object' THEN "before" ELSE "after" END AS v FROM "audit_log" WHERE "record_name" IS NULL) AS kept
WHERE "audit_log"."id" = kept.entry_id AND jsonb_typeof(kept.v) = 'object';
