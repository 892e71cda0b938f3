-- adjust_store_credit (docs/DESIGN.md, "Stored value") for every organization, granted to the
-- Owner, organization_admin and organization_manager roles (new organizations get it at sign-up).
INSERT INTO "permissions" ("organization_id", "id", "name", "description")
SELECT o."id", gen_random_uuid(), 'adjust_store_credit',
  'Add or remove a customer''s store credit by hand, with a reason'
FROM "organizations" o
WHERE o."kind" = 'tenant'
  AND NOT EXISTS (SELECT 1 FROM "permissions" p WHERE p."organization_id" = o."id" AND p."name" = 'adjust_store_credit');--> statement-breakpoint
INSERT INTO "role_permissions" ("organization_id", "role_id", "permission_id")
SELECT r."organization_id", r."id", p."id"
FROM "roles" r
JOIN "permissions" p ON p."organization_id" = r."organization_id" AND p."name" = 'adjust_store_credit'
WHERE r."is_built_in" AND r."name" IN ('Owner', 'organization_admin', 'organization_manager')
ON CONFLICT DO NOTHING;
