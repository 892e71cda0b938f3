-- The customers module's database function (docs/ARCHITECTURE.md, "Database functions"): the
-- register's catalogue sync reads what changed after a cursor by (updated_at, id), so a deleted
-- customer leaves a tombstone, in the deleting statement's transaction; the same statement drops
-- that organization's tombstones older than 30 days (REGISTER_TOMBSTONE_DAYS: a register whose
-- last sync is older reloads everything). Rows of an organization being deleted leave none
-- (organization_erasing). (Products: the same in catalog.functions.sql.)
CREATE OR REPLACE FUNCTION customer_tombstones_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO customer_tombstones (organization_id, customer_id, removed_at)
    SELECT g.organization_id, g.id, now() FROM gone_customers g
    WHERE NOT organization_erasing(g.organization_id);
  DELETE FROM customer_tombstones t USING (SELECT DISTINCT organization_id FROM gone_customers) g
    WHERE t.organization_id = g.organization_id AND t.removed_at < now() - interval '30 days';
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER customers_tombstone AFTER DELETE ON customers
  REFERENCING OLD TABLE AS gone_customers FOR EACH STATEMENT EXECUTE FUNCTION customer_tombstones_written();
