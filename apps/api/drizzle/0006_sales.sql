CREATE TABLE "product_sales" (
	"organization_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity_sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_sales_organization_id_product_id_pk" PRIMARY KEY("organization_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "sales_counters" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"transactions" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "transactions_org_date_idx";--> statement-breakpoint
ALTER TABLE "transaction_items" ADD COLUMN "variation_id" uuid;--> statement-breakpoint
ALTER TABLE "transaction_items" ADD COLUMN "variation_name" text;--> statement-breakpoint
ALTER TABLE "transaction_items" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "transaction_items" ADD COLUMN "discount" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "transaction_items" ADD COLUMN "line_total" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "discount_total" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "taxes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "refunded_by" uuid;--> statement-breakpoint
ALTER TABLE "product_sales" ADD CONSTRAINT "product_sales_organization_id_product_id_products_organization_id_id_fk" FOREIGN KEY ("organization_id","product_id") REFERENCES "public"."products"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_counters" ADD CONSTRAINT "sales_counters_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_sales_top_idx" ON "product_sales" USING btree ("organization_id","quantity_sold");--> statement-breakpoint
ALTER TABLE "transaction_items" ADD CONSTRAINT "transaction_items_organization_id_product_id_products_organization_id_id_fk" FOREIGN KEY ("organization_id","product_id") REFERENCES "public"."products"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_items" ADD CONSTRAINT "transaction_items_organization_id_variation_id_product_variations_organization_id_id_fk" FOREIGN KEY ("organization_id","variation_id") REFERENCES "public"."product_variations"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transactions_org_status_date_idx" ON "transactions" USING btree ("organization_id","status","transaction_date");--> statement-breakpoint
CREATE INDEX "transactions_org_payment_date_idx" ON "transactions" USING btree ("organization_id","payment_method","transaction_date");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_idempotency_uq" ON "transactions" USING btree ("organization_id","idempotency_key") WHERE "transactions"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "transactions_org_date_idx" ON "transactions" USING btree ("organization_id","transaction_date","id");--> statement-breakpoint
-- The new permission apply_discounts joins every existing organization's catalogue and its
-- built-in Owner, organization_admin and organization_manager roles (new ones get it at sign-up).
INSERT INTO "permissions" ("organization_id", "id", "name", "description")
SELECT o."id", gen_random_uuid(), 'apply_discounts', 'Give discounts on sale lines'
FROM "organizations" o
WHERE o."kind" = 'tenant'
  AND NOT EXISTS (SELECT 1 FROM "permissions" p WHERE p."organization_id" = o."id" AND p."name" = 'apply_discounts');--> statement-breakpoint
INSERT INTO "role_permissions" ("organization_id", "role_id", "permission_id")
SELECT r."organization_id", r."id", p."id"
FROM "roles" r
JOIN "permissions" p ON p."organization_id" = r."organization_id" AND p."name" = 'apply_discounts'
WHERE r."is_built_in" AND r."name" IN ('Owner', 'organization_admin', 'organization_manager')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Best sellers so far, from the completed sales on record.
INSERT INTO "product_sales" ("organization_id", "product_id", "quantity_sold")
SELECT i."organization_id", i."product_id", sum(i."quantity")::int
FROM "transaction_items" i
JOIN "transactions" t ON t."organization_id" = i."organization_id" AND t."id" = i."transaction_id"
WHERE t."status" = 'Completed' AND i."product_id" IS NOT NULL
GROUP BY i."organization_id", i."product_id";
--> statement-breakpoint
-- Each organization's sales so far.
INSERT INTO "sales_counters" ("organization_id", "transactions")
SELECT "organization_id", count(*)::int FROM "transactions" GROUP BY "organization_id";
