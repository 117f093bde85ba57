-- Any change to an admin or to an existing session (a sign-out, a revocation, the last use, a
-- role, a password, deactivation) says so on the channel sign_ins_changed, once per statement,
-- on commit. On the embedded database, the sessions held in memory (server/areas/auth/held-sessions.ts)
-- are forgotten on it before the commit returns. A new session changes nothing held.
CREATE FUNCTION notify_sign_ins_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sign_ins_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER admins_sign_ins_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON admins
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sign_ins_changed();
--> statement-breakpoint
CREATE TRIGGER admin_sessions_sign_ins_changed AFTER UPDATE OR DELETE OR TRUNCATE ON admin_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sign_ins_changed();
