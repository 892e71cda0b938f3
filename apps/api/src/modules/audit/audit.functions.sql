-- The audit log is append-only (DESIGN §13; docs/ARCHITECTURE.md, "Database functions"): no
-- UPDATE ever, and DELETE only by the daily retention job, which sets the transaction-local
-- `audit.retention` to 'on' right before its one statement (audit.repository.ts,
-- deleteExpiredEvents), or with the whole organization (organization_erasing). A setting
-- rather than a SECURITY DEFINER function: it works the same on PostgreSQL and PGlite, whatever
-- role the app connects as. It keeps the API and every other code path out; it is not a wall
-- against someone with SQL access. The refusal is SQLSTATE 42501 (insufficient_privilege), which
-- no API path meets: it would be a 500.
CREATE OR REPLACE FUNCTION "audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND (current_setting('audit.retention', true) = 'on'
      OR organization_erasing(OLD.organization_id)) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;

CREATE OR REPLACE TRIGGER "audit_events_append_only" BEFORE UPDATE OR DELETE ON "audit_events"
FOR EACH ROW EXECUTE FUNCTION "audit_events_append_only"();
