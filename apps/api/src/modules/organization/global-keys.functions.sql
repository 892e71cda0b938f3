-- The directory of global keys (organization.tables.ts, global_keys; docs/DESIGN.md,
-- "Operations"): what arrives without an organization and must not meet another's is a row of
-- the directory, written by a trigger on the table that holds it, in the writing statement's
-- transaction — the directory's key refuses a name another row has, with the unique violation a
-- unique index gave (users.service.ts and auth.service.ts answer it as "taken"). On Citus those
-- tables are distributed by organization and cannot hold such an index themselves.

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

CREATE OR REPLACE TRIGGER users_global_keys AFTER INSERT OR DELETE OR UPDATE OF email, username
  ON users FOR EACH ROW EXECUTE FUNCTION users_global_keys();

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

CREATE OR REPLACE TRIGGER customer_displays_global_keys
  AFTER INSERT OR DELETE OR UPDATE OF code_hash
  ON customer_displays FOR EACH ROW EXECUTE FUNCTION customer_displays_global_keys();
