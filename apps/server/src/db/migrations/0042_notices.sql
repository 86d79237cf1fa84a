-- Hand-written. The notice bus (db/notices.ts): every instance keeps caches of what the hot paths read (a
-- session's principal first), and a transaction that changes what they hold tells every instance through
-- NOTIFY on channel `darvazeh_notices`. Statement-level triggers send the notices, so no writer (a module,
-- an import, a test moving sessions in time, SQL by hand) can forget one; PostgreSQL delivers them when the
-- writing transaction commits (never before, nothing on rollback) and folds the same payload sent twice in one
-- transaction. A payload is `kind:id,id,…` (ids sorted, distinct) or `kind:*` when the ids would not fit in
-- 7,000 bytes (PostgreSQL's limit is 8,000), so a burst over many rows is one notice.
CREATE FUNCTION darvazeh_notice(kind text, ids text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  payload text;
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  payload := kind || ':' || array_to_string(ids, ',');
  IF octet_length(payload) > 7000 THEN
    payload := kind || ':*';
  END IF;
  PERFORM pg_notify('darvazeh_notices', payload);
END $$;
--> statement-breakpoint
-- The trigger's arguments: the notice's kind, then the column whose values are its ids ('*': every row of
-- the kind). Inserted rows are read from new_rows, deleted ones from old_rows, updated ones from both (a row
-- moved from one user to another changes both).
CREATE FUNCTION darvazeh_notice_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text[];
BEGIN
  IF TG_OP = 'TRUNCATE' OR TG_ARGV[1] = '*' THEN
    ids := ARRAY['*'];
  ELSIF TG_OP = 'UPDATE' THEN
    EXECUTE format('SELECT array(SELECT DISTINCT v FROM (SELECT %1$I::text AS v FROM old_rows'
      ' UNION SELECT %1$I::text FROM new_rows) x WHERE v IS NOT NULL ORDER BY 1)', TG_ARGV[1])
      INTO ids;
  ELSE
    EXECUTE format('SELECT array(SELECT DISTINCT %1$I::text FROM %2$I WHERE %1$I IS NOT NULL ORDER BY 1)',
      TG_ARGV[1], CASE WHEN TG_OP = 'DELETE' THEN 'old_rows' ELSE 'new_rows' END)
      INTO ids;
  END IF;
  PERFORM darvazeh_notice(TG_ARGV[0], ids);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A session's principal: the session row, its user, the user's roles and unit responsibilities, and the
-- roles themselves (a renamed or deleted role changes every holder: `user:*`). A new session or a new user
-- changes no cached principal. Updating a session (its activity every 30 s too) drops its user's entries.
CREATE TRIGGER sessions_notice_update AFTER UPDATE ON sessions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('user', 'user_id');
--> statement-breakpoint
CREATE TRIGGER sessions_notice_delete AFTER DELETE ON sessions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('user', 'user_id');
--> statement-breakpoint
CREATE TRIGGER sessions_notice_truncate AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('user', '*');
--> statement-breakpoint
CREATE TRIGGER users_notice_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('user', 'id');
--> statement-breakpoint
CREATE TRIGGER users_notice_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('user', 'id');
--> statement-breakpoint
CREATE TRIGGER users_notice_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('user', '*');
--> statement-breakpoint
CREATE TRIGGER user_roles_notice_insert AFTER INSERT ON user_roles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('user', 'user_id');
--> statement-breakpoint
CREATE TRIGGER user_roles_notice_update AFTER UPDATE ON user_roles
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('user', 'user_id');
--> statement-breakpoint
CREATE TRIGGER user_roles_notice_delete AFTER DELETE ON user_roles
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('user', 'user_id');
--> statement-breakpoint
CREATE TRIGGER user_roles_notice_truncate AFTER TRUNCATE ON user_roles
  FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('user', '*');
--> statement-breakpoint
CREATE TRIGGER unit_responsibilities_notice_insert AFTER INSERT ON unit_responsibilities
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('user', 'user_id');
--> statement-breakpoint
CREATE TRIGGER unit_responsibilities_notice_update AFTER UPDATE ON unit_responsibilities
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('user', 'user_id');
--> statement-breakpoint
CREATE TRIGGER unit_responsibilities_notice_delete AFTER DELETE ON unit_responsibilities
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('user', 'user_id');
--> statement-breakpoint
CREATE TRIGGER unit_responsibilities_notice_truncate AFTER TRUNCATE ON unit_responsibilities
  FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('user', '*');
--> statement-breakpoint
CREATE TRIGGER roles_notice_update AFTER UPDATE ON roles
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('user', '*');
--> statement-breakpoint
CREATE TRIGGER roles_notice_delete AFTER DELETE ON roles
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('user', '*');
--> statement-breakpoint
CREATE TRIGGER roles_notice_truncate AFTER TRUNCATE ON roles
  FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('user', '*');
--> statement-breakpoint
-- The site and general settings, and the menus, are cached whole: any change drops them (`settings:*`,
-- `menus:*`).
CREATE TRIGGER site_settings_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_settings
  FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('settings', '*');
--> statement-breakpoint
CREATE TRIGGER general_settings_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON general_settings
  FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('settings', '*');
--> statement-breakpoint
CREATE TRIGGER menus_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON menus
  FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('menus', '*');
--> statement-breakpoint
-- A connected system as the single sign-on gate and the OIDC provider read it: the system, its limits and
-- its OIDC settings (`system:{id}`).
CREATE TRIGGER sso_clients_notice_update AFTER UPDATE ON sso_clients
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('system', 'id');
--> statement-breakpoint
CREATE TRIGGER sso_clients_notice_delete AFTER DELETE ON sso_clients
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('system', 'id');
--> statement-breakpoint
CREATE TRIGGER sso_clients_notice_truncate AFTER TRUNCATE ON sso_clients
  FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('system', '*');
--> statement-breakpoint
CREATE TRIGGER sso_user_limits_notice_insert AFTER INSERT ON sso_user_limits
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('system', 'client_id');
--> statement-breakpoint
CREATE TRIGGER sso_user_limits_notice_update AFTER UPDATE ON sso_user_limits
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('system', 'client_id');
--> statement-breakpoint
CREATE TRIGGER sso_user_limits_notice_delete AFTER DELETE ON sso_user_limits
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('system', 'client_id');
--> statement-breakpoint
CREATE TRIGGER sso_user_limits_notice_truncate AFTER TRUNCATE ON sso_user_limits
  FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('system', '*');
--> statement-breakpoint
CREATE TRIGGER sso_unit_limits_notice_insert AFTER INSERT ON sso_unit_limits
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('system', 'client_id');
--> statement-breakpoint
CREATE TRIGGER sso_unit_limits_notice_update AFTER UPDATE ON sso_unit_limits
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('system', 'client_id');
--> statement-breakpoint
CREATE TRIGGER sso_unit_limits_notice_delete AFTER DELETE ON sso_unit_limits
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('system', 'client_id');
--> statement-breakpoint
CREATE TRIGGER sso_unit_limits_notice_truncate AFTER TRUNCATE ON sso_unit_limits
  FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('system', '*');
--> statement-breakpoint
CREATE TRIGGER sso_ip_limits_notice_insert AFTER INSERT ON sso_ip_limits
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('system', 'client_id');
--> statement-breakpoint
CREATE TRIGGER sso_ip_limits_notice_update AFTER UPDATE ON sso_ip_limits
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('system', 'client_id');
--> statement-breakpoint
CREATE TRIGGER sso_ip_limits_notice_delete AFTER DELETE ON sso_ip_limits
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('system', 'client_id');
--> statement-breakpoint
CREATE TRIGGER sso_ip_limits_notice_truncate AFTER TRUNCATE ON sso_ip_limits
  FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('system', '*');
--> statement-breakpoint
CREATE TRIGGER sso_oidc_clients_notice_insert AFTER INSERT ON sso_oidc_clients
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('system', 'system_id');
--> statement-breakpoint
CREATE TRIGGER sso_oidc_clients_notice_update AFTER UPDATE ON sso_oidc_clients
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('system', 'system_id');
--> statement-breakpoint
CREATE TRIGGER sso_oidc_clients_notice_delete AFTER DELETE ON sso_oidc_clients
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('system', 'system_id');
--> statement-breakpoint
CREATE TRIGGER sso_oidc_clients_notice_truncate AFTER TRUNCATE ON sso_oidc_clients
  FOR EACH STATEMENT EXECUTE FUNCTION darvazeh_notice_rows('system', '*');
