-- The credits ledger starts from the balances as they are: one 'opening' entry per user whose
-- balance is not zero, so that every balance equals the sum of its user's entries from now on.
-- One set-based statement (a million users: one pass over users, one index to fill).
INSERT INTO "credit_entries" ("user_id", "credits_cv_creation", "credits_ai_optimization", "credits_premium_templates", "credits_ai_templates", "reason", "created_at")
SELECT u."id", u."credits_cv_creation", u."credits_ai_optimization", u."credits_premium_templates", u."credits_ai_templates", 'opening', now()
FROM "users" u
WHERE (u."credits_cv_creation" <> 0 OR u."credits_ai_optimization" <> 0 OR u."credits_premium_templates" <> 0 OR u."credits_ai_templates" <> 0)
  AND NOT EXISTS (SELECT 1 FROM "credit_entries" e WHERE e."user_id" = u."id");
