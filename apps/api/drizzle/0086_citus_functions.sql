-- Written by `npm run db:functions` from the sources of the database functions and
-- triggers (apps/api/src/modules/*/*.functions.sql; docs/ARCHITECTURE.md, "Database
-- functions"). Edit the sources, not this file.
-- function products_inserted_count(): modules/catalog/catalog.functions.sql
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
--> statement-breakpoint
-- function products_deleted_count(): modules/catalog/catalog.functions.sql
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
--> statement-breakpoint
-- function product_tombstones_written(): modules/catalog/catalog.functions.sql
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
--> statement-breakpoint
-- function products_touched_by_parts(): modules/catalog/catalog.functions.sql
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
--> statement-breakpoint
-- function customer_tombstones_written(): modules/customers/customers.functions.sql
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
--> statement-breakpoint
-- function rollup_zone_of(uuid,text): modules/rollups/rollups.functions.sql
-- The zone an organization's rollups belong in: its own, else the platform's default (given:
-- the app merges the stored platform settings over its defaults), and UTC when PostgreSQL does
-- not know that name. Two statements: on Citus the organization's settings are a shard's
-- (router query) and pg_timezone_names is each node's own, which one query cannot join.
CREATE OR REPLACE FUNCTION rollup_zone_of(p_org uuid, p_platform_zone text) RETURNS text LANGUAGE plpgsql STABLE AS $$
DECLARE
  zone text;
BEGIN
  SELECT g.time_zone INTO zone FROM general_settings g WHERE g.organization_id = p_org;
  zone := coalesce(zone, p_platform_zone);
  RETURN CASE WHEN EXISTS (SELECT 1 FROM pg_timezone_names n WHERE n.name = zone) THEN zone ELSE 'UTC' END;
END
$$;
--> statement-breakpoint
-- function webhook_events_written(text,jsonb): modules/webhooks/webhooks.functions.sql
-- Writes one event per (organization, subject) of `rows` — `{organization_id, subject_id,
-- subjects}` — for the organizations listening to `kind`; a second one in the same transaction
-- adds its subjects to the first (a stock change's levels) or is dropped; a row made in this
-- transaction is reported made, not also changed. Organization by organization, each statement
-- naming it (docs/ARCHITECTURE.md, "Database functions": what runs on Citus's shards).
CREATE OR REPLACE FUNCTION webhook_events_written(kind text, rows jsonb) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  org uuid;
  made uuid[] := '{}';
BEGIN
  FOR org IN SELECT DISTINCT r.organization_id FROM jsonb_to_recordset(rows) AS r(organization_id uuid) LOOP
    -- The common case, first and alone: nobody listens (nor to an organization being deleted).
    CONTINUE WHEN organization_erasing(org) OR NOT EXISTS (SELECT 1 FROM webhook_listeners(org, kind));
    IF kind IN ('product.updated', 'customer.updated') THEN
      made := ARRAY(SELECT e.subject_id FROM integration_events e
        WHERE e.organization_id = org AND e.type = replace(kind, '.updated', '.created')
          AND e.tx = txid_current());
    END IF;
    IF kind IN ('sale.completed', 'sale.returned') THEN
      -- Once per subject by nature (a sale is completed once, a return made once).
      INSERT INTO integration_events (organization_id, id, type, subject_id, subjects)
        SELECT org, uuid_v7_micros(), kind, r.subject_id, r.subjects
        FROM jsonb_to_recordset(rows) AS r(organization_id uuid, subject_id uuid, subjects jsonb)
        WHERE r.organization_id = org;
    ELSE
      INSERT INTO integration_events (organization_id, id, type, subject_id, subjects)
        SELECT org, uuid_v7_micros(), kind, r.subject_id, r.subjects
        FROM jsonb_to_recordset(rows) AS r(organization_id uuid, subject_id uuid, subjects jsonb)
        WHERE r.organization_id = org AND r.subject_id <> ALL (made)
      ON CONFLICT (organization_id, type, subject_id, tx)
        WHERE type NOT IN ('sale.completed', 'sale.returned', 'stock.changed') DO NOTHING;
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
-- function webhook_sales_made(): modules/webhooks/webhooks.functions.sql
-- sale.completed: a sale made completed (online, an exchange's new sale, an offline one synced),
-- or one completed later.
-- (Written straight, not through webhook_events_written: the sale's statement is the hot path.)
CREATE OR REPLACE FUNCTION webhook_sales_made() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  org uuid;
BEGIN
  FOR org IN SELECT DISTINCT n.organization_id FROM new_sales n WHERE n.status = 'Completed' LOOP
    -- Probed first: an INSERT that writes nothing still opens the table and its indexes.
    CONTINUE WHEN NOT EXISTS (SELECT 1 FROM webhook_listeners(org, 'sale.completed'));
    INSERT INTO integration_events (organization_id, id, type, subject_id)
      SELECT org, uuid_v7_micros(), 'sale.completed', id
      FROM unnest(ARRAY(SELECT n.id FROM new_sales n
        WHERE n.organization_id = org AND n.status = 'Completed')) AS id;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- function webhook_stock_changed(): modules/webhooks/webhooks.functions.sql
-- stock.changed: the ledger rows of a statement, per organization: their ids (the delivery reads
-- each level's move and what it then held from them — the ledger is append-only).
-- One event a transaction: the first statement's is remembered in a transaction-local setting
-- and the next ones add their moves to it (its subject is itself).
CREATE OR REPLACE FUNCTION webhook_stock_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  org uuid;
  moves jsonb;
  setting text;
  held uuid;
BEGIN
  FOR org IN SELECT DISTINCT n.organization_id FROM new_moves n LOOP
    -- Probed first: the common case is nobody listening.
    CONTINUE WHEN NOT EXISTS (SELECT 1 FROM webhook_listeners(org, 'stock.changed'));
    moves := (SELECT jsonb_agg(n.id ORDER BY n.id) FROM new_moves n WHERE n.organization_id = org);
    setting := 'pos.stock_event_' || replace(org::text, '-', '');
    held := nullif(current_setting(setting, true), '')::uuid;
    IF held IS NOT NULL THEN
      UPDATE integration_events SET subjects = subjects || moves
        WHERE organization_id = org AND id = held;
    ELSE
      held := uuid_v7_micros();
      INSERT INTO integration_events (organization_id, id, type, subject_id, subjects)
        VALUES (org, held, 'stock.changed', held, moves);
      PERFORM set_config(setting, held::text, true);
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- function webhook_products_updated(): modules/webhooks/webhooks.functions.sql
-- product.created / product.updated / product.deleted: a product made; changed (its variations
-- and images too: their statements move the product's updated_at, catalog.functions.sql);
-- archived or deleted (its name and SKU kept: the row may be gone by the delivery).
CREATE OR REPLACE FUNCTION webhook_products_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM webhook_events_written('product.deleted', coalesce(jsonb_agg(jsonb_build_object(
      'organization_id', n.organization_id, 'subject_id', n.id,
      'subjects', jsonb_build_array(jsonb_build_object('name', n.name, 'sku', n.sku)))), '[]'::jsonb))
    FROM new_products n JOIN old_products o ON o.organization_id = n.organization_id AND o.id = n.id
    WHERE o.archived_at IS NULL AND n.archived_at IS NOT NULL;
  PERFORM webhook_events_written('product.updated', coalesce(jsonb_agg(jsonb_build_object(
      'organization_id', n.organization_id, 'subject_id', n.id)), '[]'::jsonb))
    FROM new_products n JOIN old_products o ON o.organization_id = n.organization_id AND o.id = n.id
    WHERE n.archived_at IS NULL AND row(n.*) IS DISTINCT FROM row(o.*);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- function webhook_customers_updated(): modules/webhooks/webhooks.functions.sql
-- customer.created / customer.updated: a customer made (at the register too); their name,
-- e-mail, phone or credit limit changed.
CREATE OR REPLACE FUNCTION webhook_customers_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM webhook_events_written('customer.updated', coalesce(jsonb_agg(jsonb_build_object(
      'organization_id', n.organization_id, 'subject_id', n.id)), '[]'::jsonb))
    FROM new_customers n JOIN old_customers o ON o.organization_id = n.organization_id AND o.id = n.id
    WHERE (n.name, n.email, n.phone, n.credit_limit) IS DISTINCT FROM (o.name, o.email, o.phone, o.credit_limit);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- trigger customer_displays_global_keys on customer_displays: no source any more
drop trigger if exists customer_displays_global_keys on public.customer_displays;
--> statement-breakpoint
-- trigger users_global_keys on users: no source any more
drop trigger if exists users_global_keys on public.users;
--> statement-breakpoint
-- function customer_displays_global_keys(): no source any more
drop function if exists public.customer_displays_global_keys();
--> statement-breakpoint
-- function users_global_keys(): no source any more
drop function if exists public.users_global_keys();
