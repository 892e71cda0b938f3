-- Written by `npm run db:functions` from the sources of the database functions and
-- triggers (apps/api/src/modules/*/*.functions.sql; docs/ARCHITECTURE.md, "Database
-- functions"). Edit the sources, not this file.
-- function users_global_keys(): modules/organization/global-keys.functions.sql
-- A user's sign-in e-mail and username (sign-in names no organization), lower-cased.
CREATE OR REPLACE FUNCTION users_global_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM global_keys g
      WHERE g.organization_id = OLD.organization_id
        AND ((g.kind = 'email' AND g.key = lower(OLD.email))
          OR (g.kind = 'username' AND g.key = lower(OLD.username)));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO global_keys (kind, key, organization_id)
      SELECT k.kind, k.key, NEW.organization_id
      FROM (VALUES ('email', lower(NEW.email)), ('username', lower(NEW.username))) AS k(kind, key)
      WHERE k.key IS NOT NULL;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- function customer_displays_global_keys(): modules/organization/global-keys.functions.sql
-- A customer display's pairing code (typed on a display that names no organization), its hash.
CREATE OR REPLACE FUNCTION customer_displays_global_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM global_keys g
      WHERE g.organization_id = OLD.organization_id AND g.kind = 'display_code'
        AND g.key = OLD.code_hash;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO global_keys (kind, key, organization_id)
      VALUES ('display_code', NEW.code_hash, NEW.organization_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- trigger users_global_keys on users: modules/organization/global-keys.functions.sql
CREATE OR REPLACE TRIGGER users_global_keys AFTER INSERT OR DELETE OR UPDATE OF email, username
  ON users FOR EACH ROW EXECUTE FUNCTION users_global_keys();
--> statement-breakpoint
-- trigger customer_displays_global_keys on customer_displays: modules/organization/global-keys.functions.sql
CREATE OR REPLACE TRIGGER customer_displays_global_keys
  AFTER INSERT OR DELETE OR UPDATE OF code_hash
  ON customer_displays FOR EACH ROW EXECUTE FUNCTION customer_displays_global_keys();
