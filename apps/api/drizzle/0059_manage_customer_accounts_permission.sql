-- manage_customer_accounts (docs/DESIGN.md, "Stored value") for every organization, granted to the
-- Owner, organization_admin and organization_manager roles (new organizations get it at sign-up).
INSERT INTO "permissions" ("organization_id", "id", "name", "description")
SELECT o."id", gen_random_uuid(), 'manage_customer_accounts', 'Open charge accounts, set customers'' credit limits, send statements'
FROM "organizations" o
WHERE o."kind" = 'tenant'
  AND NOT EXISTS (SELECT 1 FROM "permissions" p WHERE p."organization_id" = o."id" AND p."name" = 'manage_customer_accounts');--> statement-breakpoint
INSERT INTO "role_permissions" ("organization_id", "role_id", "permission_id")
SELECT r."organization_id", r."id", p."id"
FROM "roles" r
JOIN "permissions" p ON p."organization_id" = r."organization_id" AND p."name" = 'manage_customer_accounts'
WHERE r."is_built_in" AND r."name" IN ('Owner', 'organization_admin', 'organization_manager')
ON CONFLICT DO NOTHING;
