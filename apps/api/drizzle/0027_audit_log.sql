CREATE TABLE "audit_events" (
	"organization_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"api_key_id" uuid,
	"ip" text,
	"entity_type" text NOT NULL,
	"entity_id" uuid,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"approved_by" uuid,
	CONSTRAINT "audit_events_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
ALTER TABLE "general_settings" ADD COLUMN "audit_retention_days" integer DEFAULT 365 NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_events_org_time_idx" ON "audit_events" USING btree ("organization_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX "audit_events_org_user_time_idx" ON "audit_events" USING btree ("organization_id","user_id","occurred_at");--> statement-breakpoint
CREATE INDEX "audit_events_org_entity_idx" ON "audit_events" USING btree ("organization_id","entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "audit_events_org_action_time_idx" ON "audit_events" USING btree ("organization_id","action","occurred_at");--> statement-breakpoint
-- The audit log is append-only (issue 23 part 4): no UPDATE ever, and DELETE only by the daily
-- retention job, which sets the transaction-local `audit.retention` to 'on' right before its one
-- statement (audit.repository.ts, deleteExpiredEvents). A setting rather than a SECURITY DEFINER
-- function: it works the same on PostgreSQL and PGlite, whatever role the app connects as. It
-- keeps the API and every other code path out; it is not a wall against someone with SQL access.
CREATE FUNCTION "audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('audit.retention', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_events_append_only" BEFORE UPDATE OR DELETE ON "audit_events"
FOR EACH ROW EXECUTE FUNCTION "audit_events_append_only"();--> statement-breakpoint
-- view_audit_log (issue 23) for every organization, granted to the Owner and organization_admin
-- roles (new organizations get it at sign-up).
INSERT INTO "permissions" ("organization_id", "id", "name", "description")
SELECT o."id", gen_random_uuid(), 'view_audit_log', 'View and export the audit log'
FROM "organizations" o
WHERE o."kind" = 'tenant'
  AND NOT EXISTS (SELECT 1 FROM "permissions" p WHERE p."organization_id" = o."id" AND p."name" = 'view_audit_log');--> statement-breakpoint
INSERT INTO "role_permissions" ("organization_id", "role_id", "permission_id")
SELECT r."organization_id", r."id", p."id"
FROM "roles" r
JOIN "permissions" p ON p."organization_id" = r."organization_id" AND p."name" = 'view_audit_log'
WHERE r."is_built_in" AND r."name" IN ('Owner', 'organization_admin')
ON CONFLICT DO NOTHING;
