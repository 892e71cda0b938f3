-- Written by `npm run db:functions` from the sources of the database functions and
-- triggers (apps/api/src/modules/*/*.functions.sql; docs/ARCHITECTURE.md, "Database
-- functions"). Edit the sources, not this file.
-- function audit_events_append_only(): modules/audit/audit.functions.sql
-- The audit log is append-only (DESIGN §13; docs/ARCHITECTURE.md, "Database functions"): no
-- UPDATE ever, and DELETE only by the daily retention job, which sets the transaction-local
-- `audit.retention` to 'on' right before its one statement (audit.repository.ts,
-- deleteExpiredEvents), or with the whole organization (organization_erasing). A setting
-- rather than a SECURITY DEFINER function: it works the same on PostgreSQL and PGlite, whatever
-- role the app connects as. It keeps the API and every other code path out; it is not a wall
-- against someone with SQL access. The refusal is SQLSTATE 42501 (insufficient_privilege), which
-- no API path meets: it would be a 500.
CREATE OR REPLACE FUNCTION "audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND (current_setting('audit.retention', true) = 'on'
      OR organization_erasing(OLD.organization_id)) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
-- function product_tombstones_written(): modules/catalog/catalog.functions.sql
-- The register's catalogue sync (modules/register) reads what changed after a cursor by
-- (updated_at, id). A deleted product leaves a tombstone, in the deleting statement's
-- transaction; the same statement drops that organization's tombstones older than 30 days
-- (REGISTER_TOMBSTONE_DAYS: a register whose last sync is older reloads everything). Rows of an
-- organization being deleted leave none (organization_erasing). (Customers: the same in
-- customers.functions.sql.)
CREATE OR REPLACE FUNCTION product_tombstones_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_tombstones (organization_id, product_id, removed_at)
    SELECT g.organization_id, g.id, now() FROM gone_products g
    WHERE NOT organization_erasing(g.organization_id);
  DELETE FROM product_tombstones t USING (SELECT DISTINCT organization_id FROM gone_products) g
    WHERE t.organization_id = g.organization_id AND t.removed_at < now() - interval '30 days';
  RETURN NULL;
END $$;
--> statement-breakpoint
-- function products_touched_by_parts(): modules/catalog/catalog.functions.sql
-- Variations and images have no clock of their own: a statement that writes them moves their
-- products into the sync (the register replaces a product with all its variations and its
-- image). Once per product and transaction: a product already changed in this transaction (its
-- form's save updates the product row first) keeps its row as it is.
CREATE OR REPLACE FUNCTION products_touched_by_parts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET updated_at = now()
  FROM (SELECT DISTINCT organization_id, product_id FROM changed_parts) c
  WHERE p.organization_id = c.organization_id AND p.id = c.product_id AND p.updated_at <> now()
    AND NOT organization_erasing(c.organization_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- function customer_tombstones_written(): modules/customers/customers.functions.sql
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
--> statement-breakpoint
-- function organization_erasing(uuid): modules/organization/organization.functions.sql
-- An organization being deleted (organization.repository.ts, deleteOrganization; docs/guide/
-- running.md, "Deleting an organization"): its deletion sets the transaction-local
-- `pos.erasing_organization` to its id, then deletes its rows table by table. The triggers that
-- keep a ledger append-only let those rows go, and the ones that write tombstones, webhook events
-- or touch other rows write nothing for it. A setting, as the audit log's retention uses: it keeps
-- every API path out, it is no wall against someone with SQL access.
CREATE OR REPLACE FUNCTION organization_erasing(org uuid) RETURNS boolean
  LANGUAGE sql STABLE AS $$
  SELECT coalesce(current_setting('pos.erasing_organization', true) = org::text, false)
$$;
--> statement-breakpoint
-- function stored_value_entry_kept(): modules/stored-value/stored-value.functions.sql
CREATE OR REPLACE FUNCTION stored_value_entry_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND organization_erasing(OLD.organization_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'stored_value_entries is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
-- function webhook_events_written(text,jsonb): modules/webhooks/webhooks.functions.sql
-- Writes one event per (organization, subject) of `rows` — `{organization_id, subject_id,
-- subjects}` — for the organizations listening to `kind`; a second one in the same transaction
-- adds its subjects to the first (a stock change's levels) or is dropped.
CREATE OR REPLACE FUNCTION webhook_events_written(kind text, rows jsonb) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  -- The common case, first and alone: nobody listens (nor to an organization being deleted).
  IF NOT EXISTS (SELECT 1 FROM jsonb_to_recordset(rows) AS r(organization_id uuid),
      webhook_listeners(r.organization_id, kind) WHERE NOT organization_erasing(r.organization_id)) THEN
    RETURN;
  END IF;
  IF kind IN ('sale.completed', 'sale.returned') THEN
    -- Once per subject by nature (a sale is completed once, a return made once).
    INSERT INTO integration_events (organization_id, id, type, subject_id, subjects)
      SELECT r.organization_id, uuid_v7_micros(), kind, r.subject_id, r.subjects
      FROM jsonb_to_recordset(rows) AS r(organization_id uuid, subject_id uuid, subjects jsonb)
      WHERE EXISTS (SELECT 1 FROM webhook_listeners(r.organization_id, kind))
        AND NOT organization_erasing(r.organization_id);
  ELSE
    INSERT INTO integration_events (organization_id, id, type, subject_id, subjects)
      SELECT r.organization_id, uuid_v7_micros(), kind, r.subject_id, r.subjects
      FROM jsonb_to_recordset(rows) AS r(organization_id uuid, subject_id uuid, subjects jsonb)
      WHERE EXISTS (SELECT 1 FROM webhook_listeners(r.organization_id, kind))
        AND NOT organization_erasing(r.organization_id)
    ON CONFLICT (organization_id, type, subject_id, tx)
      WHERE type NOT IN ('sale.completed', 'sale.returned', 'stock.changed') DO NOTHING;
  END IF;
END $$;
--> statement-breakpoint
-- function webhook_products_deleted(): modules/webhooks/webhooks.functions.sql
CREATE OR REPLACE FUNCTION webhook_products_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM webhook_events_written('product.deleted', coalesce(jsonb_agg(jsonb_build_object(
      'organization_id', o.organization_id, 'subject_id', o.id,
      'subjects', jsonb_build_array(jsonb_build_object('name', o.name, 'sku', o.sku)))), '[]'::jsonb))
    FROM old_products o WHERE o.archived_at IS NULL;
  RETURN NULL;
END $$;
