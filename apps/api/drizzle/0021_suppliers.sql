ALTER TABLE "suppliers" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "lead_time_days" integer;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "products_org_supplier_idx" ON "products" USING btree ("organization_id","supplier_id");--> statement-breakpoint
-- Suppliers were names on the product form's list; their rows stay (no product loses its
-- supplier) and gain contact details. updated_at starts at when they were made.
UPDATE "suppliers" SET "updated_at" = "created_at";--> statement-breakpoint
-- manage_purchasing (issue 22) for every organization, granted to the Owner, organization_admin
-- and organization_manager roles (new organizations get it at sign-up).
INSERT INTO "permissions" ("organization_id", "id", "name", "description")
SELECT o."id", gen_random_uuid(), 'manage_purchasing',
  'Manage suppliers, purchase orders, receiving and reordering'
FROM "organizations" o
WHERE o."kind" = 'tenant'
  AND NOT EXISTS (SELECT 1 FROM "permissions" p WHERE p."organization_id" = o."id" AND p."name" = 'manage_purchasing');--> statement-breakpoint
INSERT INTO "role_permissions" ("organization_id", "role_id", "permission_id")
SELECT r."organization_id", r."id", p."id"
FROM "roles" r
JOIN "permissions" p ON p."organization_id" = r."organization_id" AND p."name" = 'manage_purchasing'
WHERE r."is_built_in" AND r."name" IN ('Owner', 'organization_admin', 'organization_manager')
ON CONFLICT DO NOTHING;
