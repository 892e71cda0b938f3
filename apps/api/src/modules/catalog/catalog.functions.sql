-- The catalogue's database functions (docs/ARCHITECTURE.md, "Database functions"): the count of
-- active products, and what the register's catalogue sync needs of product writes.

-- Products not archived, per organization (catalog_counters), kept in the writing statement's
-- transaction. Inserts and deletes are counted once per statement (a bulk upload writes
-- thousands of rows at a time), archiving and restoring once per row. A delete only decrements:
-- when an organization is deleted, its counter row may already be gone. Like every trigger with
-- a transition table here, it reads the table per organization and writes with the organization
-- as a value (docs/ARCHITECTURE.md, "Database functions": what runs on Citus's shards).
CREATE OR REPLACE FUNCTION products_inserted_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  g record;
BEGIN
  FOR g IN SELECT organization_id AS org, count(*) AS n FROM new_products
      WHERE archived_at IS NULL GROUP BY organization_id LOOP
    INSERT INTO catalog_counters AS c (organization_id, active_products) VALUES (g.org, g.n)
    ON CONFLICT (organization_id) DO UPDATE SET active_products = c.active_products + excluded.active_products;
  END LOOP;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION products_deleted_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  g record;
BEGIN
  FOR g IN SELECT organization_id AS org, count(*) AS n FROM old_products
      WHERE archived_at IS NULL GROUP BY organization_id LOOP
    UPDATE catalog_counters SET active_products = active_products - g.n WHERE organization_id = g.org;
  END LOOP;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION products_archived_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_counters SET active_products = active_products
    + CASE WHEN NEW.archived_at IS NULL THEN 1 ELSE -1 END
  WHERE organization_id = NEW.organization_id;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER products_inserted_count AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION products_inserted_count();

CREATE OR REPLACE TRIGGER products_deleted_count AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_products FOR EACH STATEMENT EXECUTE FUNCTION products_deleted_count();

CREATE OR REPLACE TRIGGER products_archived_count AFTER UPDATE OF archived_at ON products FOR EACH ROW
  WHEN ((OLD.archived_at IS NULL) <> (NEW.archived_at IS NULL)) EXECUTE FUNCTION products_archived_count();

-- The register's catalogue sync (modules/register) reads what changed after a cursor by
-- (updated_at, id). A deleted product leaves a tombstone, in the deleting statement's
-- transaction; the same statement drops that organization's tombstones older than 30 days
-- (REGISTER_TOMBSTONE_DAYS: a register whose last sync is older reloads everything). Rows of an
-- organization being deleted leave none (organization_erasing). (Customers: the same in
-- customers.functions.sql.)
CREATE OR REPLACE FUNCTION product_tombstones_written() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  g record;
BEGIN
  FOR g IN SELECT organization_id AS org, array_agg(id) AS ids FROM gone_products
      GROUP BY organization_id LOOP
    CONTINUE WHEN organization_erasing(g.org);
    INSERT INTO product_tombstones (organization_id, product_id, removed_at)
      SELECT g.org, id, now() FROM unnest(g.ids) AS id;
    DELETE FROM product_tombstones
      WHERE organization_id = g.org AND removed_at < now() - interval '30 days';
  END LOOP;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER products_tombstone AFTER DELETE ON products
  REFERENCING OLD TABLE AS gone_products FOR EACH STATEMENT EXECUTE FUNCTION product_tombstones_written();

-- Variations and images have no clock of their own: a statement that writes them moves their
-- products into the sync (the register replaces a product with all its variations and its
-- image). Once per product and transaction: a product already changed in this transaction (its
-- form's save updates the product row first) keeps its row as it is.
CREATE OR REPLACE FUNCTION products_touched_by_parts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  g record;
BEGIN
  FOR g IN SELECT organization_id AS org, array_agg(DISTINCT product_id) AS ids FROM changed_parts
      GROUP BY organization_id LOOP
    CONTINUE WHEN organization_erasing(g.org);
    UPDATE products SET updated_at = now()
      WHERE organization_id = g.org AND id = ANY (g.ids) AND updated_at <> now();
  END LOOP;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER product_variations_inserted_touch AFTER INSERT ON product_variations
  REFERENCING NEW TABLE AS changed_parts FOR EACH STATEMENT EXECUTE FUNCTION products_touched_by_parts();

CREATE OR REPLACE TRIGGER product_variations_updated_touch AFTER UPDATE ON product_variations
  REFERENCING NEW TABLE AS changed_parts FOR EACH STATEMENT EXECUTE FUNCTION products_touched_by_parts();

CREATE OR REPLACE TRIGGER product_variations_deleted_touch AFTER DELETE ON product_variations
  REFERENCING OLD TABLE AS changed_parts FOR EACH STATEMENT EXECUTE FUNCTION products_touched_by_parts();

CREATE OR REPLACE TRIGGER product_images_inserted_touch AFTER INSERT ON product_images
  REFERENCING NEW TABLE AS changed_parts FOR EACH STATEMENT EXECUTE FUNCTION products_touched_by_parts();

CREATE OR REPLACE TRIGGER product_images_updated_touch AFTER UPDATE ON product_images
  REFERENCING NEW TABLE AS changed_parts FOR EACH STATEMENT EXECUTE FUNCTION products_touched_by_parts();

CREATE OR REPLACE TRIGGER product_images_deleted_touch AFTER DELETE ON product_images
  REFERENCING OLD TABLE AS changed_parts FOR EACH STATEMENT EXECUTE FUNCTION products_touched_by_parts();
