-- The webhooks module's database functions (docs/ARCHITECTURE.md, "Database functions"; the
-- outbox: docs/DESIGN.md, "Integrations, languages and switching"). Each change an endpoint may
-- hear of writes its event in its own statement, so in its own transaction: a rolled-back change
-- leaves none, a committed one always has it, and no service can forget to write it. Nothing is
-- written for an organization without an active endpoint listening to the type (one indexed
-- probe, the whole cost of the sale's statement without webhooks). One transaction makes one
-- event per subject (`integration_events_per_tx_uq`); a stock change's levels gather in one.
-- The worker fans each new event out to the deliveries of the endpoints listening to it.

-- The active endpoints of the organization that listen to `kind`: the one rule of the
-- triggers below, asked once per statement (the worker's fan-out joins the endpoints itself,
-- webhooks.repository.ts). PL/pgSQL, not an SQL function: Citus plans no distributed table
-- inside an inlined SQL function — on a shard's trigger it read the node's empty table, and
-- nothing was ever sent (docs/DESIGN.md, "Operations", Citus).
CREATE OR REPLACE FUNCTION webhook_listeners(org uuid, kind text) RETURNS TABLE (endpoint_id uuid)
  LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY SELECT w.id FROM webhook_endpoints w
    WHERE w.organization_id = org AND w.active AND kind = ANY (w.events);
END $$;

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

-- sale.completed: a sale made completed (online, an exchange's new sale, an offline one synced),
-- or one completed later.
-- (Written straight, not through webhook_events_written: the sale's statement is the hot path.)
CREATE OR REPLACE FUNCTION webhook_sales_made() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  org uuid;
  ids uuid[];
BEGIN
  FOR org IN SELECT DISTINCT n.organization_id FROM new_sales n WHERE n.status = 'Completed' LOOP
    -- Probed first: an INSERT that writes nothing still opens the table and its indexes.
    CONTINUE WHEN NOT EXISTS (SELECT 1 FROM webhook_listeners(org, 'sale.completed'));
    -- Read into a variable first: Citus sends the INSERT to the shard, where the transition
    -- table is not.
    ids := ARRAY(SELECT n.id FROM new_sales n WHERE n.organization_id = org AND n.status = 'Completed');
    INSERT INTO integration_events (organization_id, id, type, subject_id)
      SELECT org, uuid_v7_micros(), 'sale.completed', id FROM unnest(ids) AS id;
  END LOOP;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION webhook_sales_completed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM webhook_events_written('sale.completed', coalesce(jsonb_agg(jsonb_build_object(
      'organization_id', n.organization_id, 'subject_id', n.id)), '[]'::jsonb))
    FROM new_sales n JOIN old_sales o ON o.organization_id = n.organization_id AND o.id = n.id
    WHERE n.status = 'Completed' AND o.status <> 'Completed';
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER transactions_webhook_inserted AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS new_sales FOR EACH STATEMENT EXECUTE FUNCTION webhook_sales_made();

CREATE OR REPLACE TRIGGER transactions_webhook_updated AFTER UPDATE ON transactions
  REFERENCING OLD TABLE AS old_sales NEW TABLE AS new_sales
  FOR EACH STATEMENT EXECUTE FUNCTION webhook_sales_completed();

-- sale.returned, product.created, customer.created: the rows a statement made, each its event
-- (the type is the trigger's argument; every such trigger names its rows `new_rows`).
CREATE OR REPLACE FUNCTION webhook_rows_made() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM webhook_events_written(TG_ARGV[0], coalesce(jsonb_agg(jsonb_build_object(
      'organization_id', n.organization_id, 'subject_id', n.id)), '[]'::jsonb))
    FROM new_rows n;
  RETURN NULL;
END $$;

-- sale.returned: a return of a sale's items (an exchange's return too).
CREATE OR REPLACE TRIGGER sale_returns_webhook AFTER INSERT ON sale_returns
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION webhook_rows_made('sale.returned');

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

CREATE OR REPLACE TRIGGER inventory_log_webhook AFTER INSERT ON inventory_log
  REFERENCING NEW TABLE AS new_moves FOR EACH STATEMENT EXECUTE FUNCTION webhook_stock_changed();

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

CREATE OR REPLACE FUNCTION webhook_products_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM webhook_events_written('product.deleted', coalesce(jsonb_agg(jsonb_build_object(
      'organization_id', o.organization_id, 'subject_id', o.id,
      'subjects', jsonb_build_array(jsonb_build_object('name', o.name, 'sku', o.sku)))), '[]'::jsonb))
    FROM old_products o WHERE o.archived_at IS NULL;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER products_webhook_inserted AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION webhook_rows_made('product.created');

CREATE OR REPLACE TRIGGER products_webhook_updated AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_products NEW TABLE AS new_products
  FOR EACH STATEMENT EXECUTE FUNCTION webhook_products_updated();

CREATE OR REPLACE TRIGGER products_webhook_deleted AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_products FOR EACH STATEMENT EXECUTE FUNCTION webhook_products_deleted();

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

CREATE OR REPLACE TRIGGER customers_webhook_inserted AFTER INSERT ON customers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION webhook_rows_made('customer.created');

CREATE OR REPLACE TRIGGER customers_webhook_updated AFTER UPDATE ON customers
  REFERENCING OLD TABLE AS old_customers NEW TABLE AS new_customers
  FOR EACH STATEMENT EXECUTE FUNCTION webhook_customers_updated();

-- shift.closed: a shift closed (by its cashier, or by a manager).
CREATE OR REPLACE FUNCTION webhook_shifts_closed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM webhook_events_written('shift.closed', coalesce(jsonb_agg(jsonb_build_object(
      'organization_id', n.organization_id, 'subject_id', n.id)), '[]'::jsonb))
    FROM new_shifts n JOIN old_shifts o ON o.organization_id = n.organization_id AND o.id = n.id
    WHERE o.status <> 'closed' AND n.status = 'closed';
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER shifts_webhook_closed AFTER UPDATE ON shifts
  REFERENCING OLD TABLE AS old_shifts NEW TABLE AS new_shifts
  FOR EACH STATEMENT EXECUTE FUNCTION webhook_shifts_closed();

-- purchase_order.received: goods of an order received (each receipt, in part or in full).
CREATE OR REPLACE FUNCTION webhook_orders_received() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM webhook_events_written('purchase_order.received', coalesce(jsonb_agg(jsonb_build_object(
      'organization_id', r.organization_id, 'subject_id', r.purchase_order_id)), '[]'::jsonb))
    FROM (SELECT DISTINCT n.organization_id, n.purchase_order_id
      FROM new_lines n JOIN old_lines o ON o.organization_id = n.organization_id AND o.id = n.id
      WHERE n.received_quantity > o.received_quantity) r;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER purchase_order_lines_webhook AFTER UPDATE ON purchase_order_lines
  REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION webhook_orders_received();
