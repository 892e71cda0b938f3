-- Written by `npm run db:functions` from the sources of the database functions and
-- triggers (apps/api/src/modules/*/*.functions.sql; docs/ARCHITECTURE.md, "Database
-- functions"). Edit the sources, not this file.
-- function webhook_listeners(uuid,text): modules/webhooks/webhooks.functions.sql
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
--> statement-breakpoint
-- function webhook_sales_made(): modules/webhooks/webhooks.functions.sql
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
