CREATE TABLE "product_tombstones" (
	"organization_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_tombstones_organization_id_removed_at_product_id_pk" PRIMARY KEY("organization_id","removed_at","product_id")
);
--> statement-breakpoint
CREATE TABLE "customer_tombstones" (
	"organization_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_tombstones_organization_id_removed_at_customer_id_pk" PRIMARY KEY("organization_id","removed_at","customer_id")
);
--> statement-breakpoint
DROP INDEX "stock_levels_org_store_idx";--> statement-breakpoint
ALTER TABLE "product_tombstones" ADD CONSTRAINT "product_tombstones_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_tombstones" ADD CONSTRAINT "customer_tombstones_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_org_updated_idx" ON "products" USING btree ("organization_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "customers_org_updated_idx" ON "customers" USING btree ("organization_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "stock_levels_org_store_updated_idx" ON "stock_levels" USING btree ("organization_id","store_id","updated_at","id");--> statement-breakpoint
-- The register's catalogue sync (modules/register) reads what changed after a cursor by
-- (updated_at, id). A deleted product or customer leaves a tombstone, in the deleting
-- statement's transaction; the same statement drops that organization's tombstones older
-- than 30 days (REGISTER_TOMBSTONE_DAYS: a register whose last sync is older reloads
-- everything). Rows of an organization being deleted leave none: its row is gone already.
CREATE FUNCTION product_tombstones_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_tombstones (organization_id, product_id, removed_at)
    SELECT g.organization_id, g.id, now() FROM gone_products g
    WHERE EXISTS (SELECT 1 FROM organizations o WHERE o.id = g.organization_id);
  DELETE FROM product_tombstones t USING (SELECT DISTINCT organization_id FROM gone_products) g
    WHERE t.organization_id = g.organization_id AND t.removed_at < now() - interval '30 days';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION customer_tombstones_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO customer_tombstones (organization_id, customer_id, removed_at)
    SELECT g.organization_id, g.id, now() FROM gone_customers g
    WHERE EXISTS (SELECT 1 FROM organizations o WHERE o.id = g.organization_id);
  DELETE FROM customer_tombstones t USING (SELECT DISTINCT organization_id FROM gone_customers) g
    WHERE t.organization_id = g.organization_id AND t.removed_at < now() - interval '30 days';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_tombstone AFTER DELETE ON products
  REFERENCING OLD TABLE AS gone_products FOR EACH STATEMENT EXECUTE FUNCTION product_tombstones_written();
--> statement-breakpoint
CREATE TRIGGER customers_tombstone AFTER DELETE ON customers
  REFERENCING OLD TABLE AS gone_customers FOR EACH STATEMENT EXECUTE FUNCTION customer_tombstones_written();
--> statement-breakpoint
-- Variations and images have no clock of their own: a statement that writes them moves their
-- products into the sync (the register replaces a product with all its variations and its
-- image). Once per product and transaction: a product already changed in this transaction (its
-- form's save updates the product row first) keeps its row as it is.
CREATE FUNCTION products_touched_by_parts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET updated_at = now()
  FROM (SELECT DISTINCT organization_id, product_id FROM changed_parts) c
  WHERE p.organization_id = c.organization_id AND p.id = c.product_id AND p.updated_at <> now();
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_variations_inserted_touch AFTER INSERT ON product_variations
  REFERENCING NEW TABLE AS changed_parts FOR EACH STATEMENT EXECUTE FUNCTION products_touched_by_parts();
--> statement-breakpoint
CREATE TRIGGER product_variations_updated_touch AFTER UPDATE ON product_variations
  REFERENCING NEW TABLE AS changed_parts FOR EACH STATEMENT EXECUTE FUNCTION products_touched_by_parts();
--> statement-breakpoint
CREATE TRIGGER product_variations_deleted_touch AFTER DELETE ON product_variations
  REFERENCING OLD TABLE AS changed_parts FOR EACH STATEMENT EXECUTE FUNCTION products_touched_by_parts();
--> statement-breakpoint
CREATE TRIGGER product_images_inserted_touch AFTER INSERT ON product_images
  REFERENCING NEW TABLE AS changed_parts FOR EACH STATEMENT EXECUTE FUNCTION products_touched_by_parts();
--> statement-breakpoint
CREATE TRIGGER product_images_updated_touch AFTER UPDATE ON product_images
  REFERENCING NEW TABLE AS changed_parts FOR EACH STATEMENT EXECUTE FUNCTION products_touched_by_parts();
--> statement-breakpoint
CREATE TRIGGER product_images_deleted_touch AFTER DELETE ON product_images
  REFERENCING OLD TABLE AS changed_parts FOR EACH STATEMENT EXECUTE FUNCTION products_touched_by_parts();
