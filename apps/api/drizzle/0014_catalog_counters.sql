CREATE TABLE "catalog_counters" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"active_products" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_counters" ADD CONSTRAINT "catalog_counters_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Products not archived, per organization, kept in the writing statement's transaction. Inserts
-- and deletes are counted once per statement (a bulk upload writes thousands of rows at a
-- time), archiving and restoring once per row. A delete only decrements: when an organization
-- is deleted, its counter row may already be gone.
CREATE FUNCTION products_inserted_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_counters AS c (organization_id, active_products)
    SELECT organization_id, count(*) FROM new_products WHERE archived_at IS NULL GROUP BY organization_id
  ON CONFLICT (organization_id) DO UPDATE SET active_products = c.active_products + excluded.active_products;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION products_deleted_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_counters c SET active_products = c.active_products - gone.n
  FROM (SELECT organization_id, count(*) AS n FROM old_products WHERE archived_at IS NULL
        GROUP BY organization_id) gone
  WHERE c.organization_id = gone.organization_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION products_archived_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_counters SET active_products = active_products
    + CASE WHEN NEW.archived_at IS NULL THEN 1 ELSE -1 END
  WHERE organization_id = NEW.organization_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_inserted_count AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION products_inserted_count();
--> statement-breakpoint
CREATE TRIGGER products_deleted_count AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_products FOR EACH STATEMENT EXECUTE FUNCTION products_deleted_count();
--> statement-breakpoint
CREATE TRIGGER products_archived_count AFTER UPDATE OF archived_at ON products FOR EACH ROW
  WHEN ((OLD.archived_at IS NULL) <> (NEW.archived_at IS NULL)) EXECUTE FUNCTION products_archived_count();
--> statement-breakpoint
INSERT INTO catalog_counters (organization_id, active_products)
  SELECT o.id, (SELECT count(*) FROM products p WHERE p.organization_id = o.id AND p.archived_at IS NULL)
  FROM organizations o;
