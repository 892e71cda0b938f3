-- The customers module's database function (docs/ARCHITECTURE.md, "Database functions"): the
-- register's catalogue sync reads what changed after a cursor by (updated_at, id), so a deleted
-- customer leaves a tombstone, in the deleting statement's transaction; the same statement drops
-- that organization's tombstones older than 30 days (REGISTER_TOMBSTONE_DAYS: a register whose
-- last sync is older reloads everything). Rows of an organization being deleted leave none
-- (organization_erasing). (Products: the same in catalog.functions.sql, which says why per
-- organization.)
CREATE OR REPLACE FUNCTION customer_tombstones_written() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  g record;
BEGIN
  FOR g IN SELECT organization_id AS org, array_agg(id) AS ids FROM gone_customers
      GROUP BY organization_id LOOP
    CONTINUE WHEN organization_erasing(g.org);
    INSERT INTO customer_tombstones (organization_id, customer_id, removed_at)
      SELECT g.org, id, now() FROM unnest(g.ids) AS id;
    DELETE FROM customer_tombstones
      WHERE organization_id = g.org AND removed_at < now() - interval '30 days';
  END LOOP;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER customers_tombstone AFTER DELETE ON customers
  REFERENCING OLD TABLE AS gone_customers FOR EACH STATEMENT EXECUTE FUNCTION customer_tombstones_written();
