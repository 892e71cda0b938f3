-- The reports' rollups (docs/ARCHITECTURE.md, "Report rollups" and "Database functions"): a sale
-- or a return queues itself, and rollup_apply folds the queue (or a rebuild's window) into the
-- rollup tables.

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

-- What the queued sales and returns, or a rebuild's window, add to the reports' rollups, in one
-- set-based statement. It locks the organization's rollup state first (a statement of its own:
-- the statement that follows reads what committed before the lock was granted), so the rollup
-- writers of an organization take turns and a switch of generation waits for them — unless a
-- fold finds nothing queued, and returns at once. Folding (no
-- window) claims the organization's queue and adds it to the generation the reports read and to
-- the one being built, noting the ids as seen by the latter; a window (p_from, p_to) adds every
-- sale and return of that time neither seen nor queued to the generation being built only.
-- Each adds to the day rows of its store and of all stores (store
-- 00000000-0000-0000-0000-000000000000, rollups.tables ALL_STORES), which the running totals are
-- sealed from, and to every product's units over all time (the dashboard's best sellers); and
-- removes the running totals sealed for the days after the first day it adds to (rollups.service,
-- sealTotals). Answers how many generations it wrote to (0: a fold with
-- nothing queued).
CREATE OR REPLACE FUNCTION rollup_apply(p_org uuid, p_from timestamptz, p_to timestamptz) RETURNS int
LANGUAGE plpgsql SET jit = off AS $$
DECLARE
  building_only boolean := p_from IS NOT NULL;
  -- The store of the rows that add up every store (rollups.tables, ALL_STORES).
  all_stores constant uuid := '00000000-0000-0000-0000-000000000000';
  n int;
BEGIN
  -- A fold with nothing queued (a report's or the dashboard's read, as a rule) has nothing to
  -- add and nothing to wait for: a fold in progress still shows the rows it claimed until it
  -- commits, and then what it added with them. So it neither takes the lock (readers would
  -- queue behind each other on it) nor runs the statement below (a few milliseconds even empty).
  IF NOT building_only AND NOT EXISTS (SELECT 1 FROM rollup_queue q WHERE q.organization_id = p_org) THEN
    RETURN 0;
  END IF;
  PERFORM 1 FROM report_rollup_states WHERE organization_id = p_org FOR UPDATE;
  IF NOT FOUND THEN
    -- An organization made before its state was (by hand): the stored platform zone, which the
    -- rebuild job corrects if the app's default differs.
    INSERT INTO report_rollup_states (organization_id, generation, time_zone)
    VALUES (p_org, 1, rollup_zone_of(p_org,
      (SELECT p.settings->>'defaultTimezone' FROM platform_settings p WHERE p.id = 1)))
    ON CONFLICT (organization_id) DO NOTHING;
    PERFORM 1 FROM report_rollup_states WHERE organization_id = p_org FOR UPDATE;
  END IF;
  with state as materialized (
          select generation, time_zone, building_generation, building_zone
          from report_rollup_states where organization_id = p_org),
        claimed as materialized (
          delete from rollup_queue q where not building_only and q.organization_id = p_org
          returning q.source_id, q.kind),
        targets as materialized (
          select v.gen, v.zone from state
          cross join lateral (values (state.generation, state.time_zone),
                                     (state.building_generation, state.building_zone)) v(gen, zone)
          where case when building_only then v.gen = state.building_generation else v.gen is not null end),
        -- Every row below is reached by a key from the one above it (a lateral probe that the
        -- planner may not turn into a scan: `offset 0`), so a fold reads what it claimed and a
        -- window its 5,000 sales, whatever the organization's size. The window's branch runs
        -- only for a window (a one-time filter on building_only).
        sale_rows as materialized (
          select t.* from claimed c
          cross join lateral (
            select t.id, t.transaction_date as at, t.store_id, t.user_id, t.customer_id,
              t.subtotal, t.discount_total, t.tax_total, t.total_amount, t.change_given, t.taxes,
              t.prices_include_tax, t.rounding
            from transactions t
            where t.organization_id = p_org and t.id = c.source_id
              and t.status in ('Completed', 'Partially Refunded', 'Refunded')
            offset 0) t
          where c.kind = 'sale'
          union all
          select t.id, t.transaction_date, t.store_id, t.user_id, t.customer_id, t.subtotal,
            t.discount_total, t.tax_total, t.total_amount, t.change_given, t.taxes,
            t.prices_include_tax, t.rounding
          from transactions t
          where building_only and t.organization_id = p_org
            and t.transaction_date >= p_from and t.transaction_date < p_to
            and t.status in ('Completed', 'Partially Refunded', 'Refunded')
            and not exists (select 1 from rollup_rebuild_seen x
              where x.organization_id = p_org and x.source_id = t.id)
            and not exists (select 1 from rollup_queue y
              where y.organization_id = p_org and y.source_id = t.id)),
        return_ids as materialized (
          select c.source_id as id from claimed c where c.kind = 'return'
          union all
          select r.id from sale_returns r
          where building_only and r.organization_id = p_org
            and r.created_at >= p_from and r.created_at < p_to
            and not exists (select 1 from rollup_rebuild_seen x
              where x.organization_id = p_org and x.source_id = r.id)
            and not exists (select 1 from rollup_queue y
              where y.organization_id = p_org and y.source_id = r.id)),
        return_rows as materialized (
          select r.* from return_ids ids
          cross join lateral (
            select r.id, r.created_at as at, r.store_id, r.user_id, s.customer_id, r.subtotal,
              r.tax_total, r.total, r.refund_method, r.exchange_credit, r.points_back_amount, r.taxes,
              s.prices_include_tax, r.rounding, s.taxes as sale_taxes
            from sale_returns r
            join transactions s on s.organization_id = r.organization_id and s.id = r.transaction_id
            where r.organization_id = p_org and r.id = ids.id
            offset 0) r),
        lines as materialized (
          select sr.id as src, sr.at, sr.store_id, i.product_id, i.variation_id,
            i.quantity as units, i.net,
            case when i.cost_at_sale is null then 0 else i.net end::bigint as costed_net,
            coalesce(round(i.cost_at_sale * i.quantity * 10000), 0)::bigint as cost, i.taxes
          from sale_rows sr
          cross join lateral (
            -- A line's net sales: its total, less the tax in it where prices include tax. Its
            -- taxes: its own, or (a sale from before tax classes) every one of the sale's.
            select i.product_id, i.variation_id, i.quantity, i.cost_at_sale,
              coalesce(i.taxes, sr.taxes) as taxes,
              round((i.line_total - case when sr.prices_include_tax then coalesce(
                (select sum((e->>'amount')::numeric) from jsonb_array_elements(i.taxes) e), 0)
                else 0 end) * 100)::bigint as net
            from transaction_items i
            where i.organization_id = p_org and i.transaction_id = sr.id offset 0) i
          union all
          select rr.id, rr.at, rr.store_id, i.product_id, i.variation_id,
            -i.quantity, -i.net, case when i.cost_at_sale is null then 0 else -i.net end::bigint,
            -coalesce(round(i.cost_at_sale * i.quantity * 10000), 0)::bigint, i.taxes
          from return_rows rr
          cross join lateral (
            -- What the return gave back of the line, less the same share of its tax where
            -- prices include tax: each line's exact share, then the return's own net shared
            -- among its lines by cumulative rounding, so that its lines add up to it to the
            -- cent, as the sales summary counts it (docs/DESIGN.md, "Money").
            select x.product_id, x.variation_id, x.quantity, x.cost_at_sale, x.taxes,
              coalesce(round(x.return_net * sum(x.share) over upto / nullif(sum(x.share) over (), 0))
                - round(x.return_net * (sum(x.share) over upto - x.share)
                  / nullif(sum(x.share) over (), 0)), 0)::bigint as net
            from (
              select ri.id, ti.product_id, ti.variation_id, ri.quantity, ti.cost_at_sale,
                coalesce(ti.taxes, rr.sale_taxes) as taxes,
                round((rr.subtotal - case when rr.prices_include_tax then rr.tax_total else 0 end)
                  * 100) as return_net,
                case when rr.prices_include_tax and ti.line_total > 0
                  then ri.amount * (ti.line_total - coalesce(
                    (select sum((e->>'amount')::numeric) from jsonb_array_elements(ti.taxes) e), 0))
                    / ti.line_total
                  else ri.amount end * 100 as share
              from return_items ri
              join transaction_items ti on ti.organization_id = p_org and ti.id = ri.transaction_item_id
              where ri.organization_id = p_org and ri.return_id = rr.id offset 0) x
            window upto as (order by x.id rows unbounded preceding)) i),
        units as materialized (select src, sum(units) as units from lines group by src),
        facts as materialized (
          -- Net sales are without tax, where prices include it too (docs/DESIGN.md, "Money"):
          -- the subtotal less its tax then; discounts as given. Rounding is apart from both.
          select sr.id as src, sr.at, sr.store_id, sr.user_id, sr.customer_id, 1 as sales,
            round((sr.subtotal + sr.discount_total - case when sr.prices_include_tax
              then sr.tax_total else 0 end) * 100)::bigint as gross,
            round(sr.discount_total * 100)::bigint as discounts, 0::bigint as returns,
            round((sr.subtotal - case when sr.prices_include_tax then sr.tax_total else 0 end)
              * 100)::bigint as net,
            round(sr.tax_total * 100)::bigint as taxes,
            round(sr.rounding * 100)::bigint as rounding,
            round(sr.total_amount * 100)::bigint as spend
          from sale_rows sr
          union all
          select rr.id, rr.at, rr.store_id, rr.user_id, rr.customer_id, 0, 0, 0,
            round((rr.subtotal - case when rr.prices_include_tax then rr.tax_total else 0 end)
              * 100)::bigint,
            -round((rr.subtotal - case when rr.prices_include_tax then rr.tax_total else 0 end)
              * 100)::bigint,
            -round(rr.tax_total * 100)::bigint, -round(rr.rounding * 100)::bigint,
            -round(rr.total * 100)::bigint
          from return_rows rr),
        w_sales as (
          insert into rollup_sales as o (organization_id, generation, day, hour, store_id, user_id,
            sales, units, gross, discounts, returns, net, taxes, rounding)
          select p_org, g.gen, (f.at at time zone g.zone)::date, extract(hour from f.at at time zone g.zone)::smallint,
            f.store_id, f.user_id, sum(f.sales), coalesce(sum(u.units), 0), sum(f.gross),
            sum(f.discounts), sum(f.returns), sum(f.net), sum(f.taxes), sum(f.rounding)
          from facts f left join units u on u.src = f.src cross join targets g
          group by 2, 3, 4, 5, 6 order by 2, 3, 4, 5, 6
          on conflict on constraint rollup_sales_key do update set
            sales = o.sales + excluded.sales, units = o.units + excluded.units,
            gross = o.gross + excluded.gross, discounts = o.discounts + excluded.discounts,
            returns = o.returns + excluded.returns, net = o.net + excluded.net,
            taxes = o.taxes + excluded.taxes, rounding = o.rounding + excluded.rounding
          returning 1),
        w_payments as (
          insert into rollup_payments as o (organization_id, generation, day, store_id, method, amount)
          select p_org, g.gen, (f.at at time zone g.zone)::date, f.store_id, f.method, sum(f.amount)
          from (
            select sr.at, sr.store_id, p.method,
              round((sum(p.amount) - case when p.method = 'Cash' then min(sr.change_given) else 0 end)
                * 100)::bigint as amount
            from sale_rows sr
            cross join lateral (
              select p.method, p.amount from transaction_payments p
              where p.organization_id = p_org and p.transaction_id = sr.id offset 0) p
            group by sr.id, sr.at, sr.store_id, p.method
            union all
            -- What a return gave back by its method; the part that paid an exchange's new sale
            -- as `Exchange`, where that sale's payment of it adds it back (docs/DESIGN.md,
            -- "Exchanges"); what points had paid as `Points`, given back as points ("Stored
            -- value").
            select rr.at, rr.store_id, v.method, -round(v.amount * 100)::bigint
            from return_rows rr
            cross join lateral (values
              (rr.refund_method, rr.total - rr.exchange_credit - rr.points_back_amount),
              ('Exchange', rr.exchange_credit), ('Points', rr.points_back_amount)) v(method, amount)
            where v.amount <> 0 or v.method = rr.refund_method) f
          cross join targets g
          group by 2, 3, 4, 5 order by 2, 3, 4, 5
          on conflict on constraint rollup_payments_key do update set amount = o.amount + excluded.amount
          returning 1),
        w_taxes as (
          insert into rollup_taxes as o (organization_id, generation, day, store_id, name, rate,
            collected, returned, base)
          select p_org, g.gen, (f.at at time zone g.zone)::date, f.store_id, f.name, f.rate, sum(f.collected),
            sum(f.returned), sum(f.base)
          from (
            select sr.at, sr.store_id, x.name, x.rate, round(x.amount * 100)::bigint as collected,
              0::bigint as returned, 0::bigint as base
            from sale_rows sr
            cross join lateral jsonb_to_recordset(sr.taxes) as x(name text, rate numeric, amount numeric)
            union all
            select rr.at, rr.store_id, x.name, x.rate, 0, round(x.amount * 100)::bigint, 0
            from return_rows rr
            cross join lateral jsonb_to_recordset(rr.taxes) as x(name text, rate numeric, amount numeric)
            union all
            -- The taxable sales: each line's net under each tax it carries (a return's, less).
            select l.at, l.store_id, x.name, x.rate, 0, 0, l.net
            from lines l
            cross join lateral jsonb_to_recordset(l.taxes) as x(name text, rate numeric)
          ) f
          cross join targets g
          group by 2, 3, 4, 5, 6 order by 2, 3, 4, 5, 6
          on conflict on constraint rollup_taxes_key do update set
            collected = o.collected + excluded.collected, returned = o.returned + excluded.returned,
            base = o.base + excluded.base
          returning 1),
        w_products as (
          insert into rollup_products as o (organization_id, generation, store_id, day,
            product_id, variation_id, units, net, costed_net, cost)
          select p_org, g.gen, sc.store_id, (f.at at time zone g.zone)::date,
            f.product_id, f.variation_id,
            sum(f.units), sum(f.net), sum(f.costed_net), sum(f.cost)
          from lines f cross join targets g
          cross join lateral (values (f.store_id), (all_stores)) sc(store_id)
          group by 2, 3, 4, 5, 6 order by 2, 3, 4, 5, 6
          on conflict on constraint rollup_products_key do update set
            units = o.units + excluded.units, net = o.net + excluded.net,
            costed_net = o.costed_net + excluded.costed_net, cost = o.cost + excluded.cost
          returning 1),
        -- Every product's units over all time (rollup_product_units): the best sellers.
        w_product_units as (
          insert into rollup_product_units as o (organization_id, generation, product_id, units)
          select p_org, g.gen, f.product_id, sum(f.units)
          from lines f cross join targets g
          where f.product_id is not null
          group by 2, 3 order by 2, 3
          on conflict (organization_id, generation, product_id) do update set
            units = o.units + excluded.units
          returning 1),
        w_customers as (
          insert into rollup_customers as o (organization_id, generation, store_id, day,
            customer_id, visits, units, net, spend)
          select p_org, g.gen, sc.store_id, (f.at at time zone g.zone)::date, f.customer_id,
            sum(f.sales), coalesce(sum(u.units), 0), sum(f.net), sum(f.spend)
          from facts f left join units u on u.src = f.src
          cross join targets g
          cross join lateral (values (f.store_id), (all_stores)) sc(store_id)
          where f.customer_id is not null
          group by 2, 3, 4, 5 order by 2, 3, 4, 5
          on conflict on constraint rollup_customers_key do update set
            visits = o.visits + excluded.visits, units = o.units + excluded.units,
            net = o.net + excluded.net, spend = o.spend + excluded.spend
          returning 1),
        -- Totals sealed for the days after the first day this adds to (a sale synced late, one
        -- folded just after midnight) no longer hold: removed, to be sealed again (rollups
        -- service, sealTotals, which takes the state's lock first as this function does).
        touched as materialized (
          select g.gen, min((f.at at time zone g.zone)::date) as day
          from facts f cross join targets g group by g.gen),
        w_product_totals as (
          delete from rollup_product_totals o using touched t
          where o.organization_id = p_org and o.generation = t.gen and o.day > t.day
          returning 1),
        w_customer_totals as (
          delete from rollup_customer_totals o using touched t
          where o.organization_id = p_org and o.generation = t.gen and o.day > t.day
          returning 1),
        w_seen as (
          insert into rollup_rebuild_seen (organization_id, source_id)
          select p_org, c.source_id from claimed c, state
          where state.building_generation is not null
          on conflict do nothing
          returning 1)
        select count(*)::int into n from targets;
  RETURN n;
END $$;

-- A sale and a return only queue themselves (one small insert: no row shared with other
-- sales, nothing to plan); `rollup_apply` adds the queue every couple of seconds and before a
-- report reads. The kind is the trigger's argument, not read from the table's name: on Citus
-- the trigger runs on a shard, whose name carries the shard's id (transactions_102576).
CREATE OR REPLACE FUNCTION rollup_enqueue() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO rollup_queue (organization_id, source_id, kind)
  VALUES (NEW.organization_id, NEW.id, TG_ARGV[0])
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER transactions_rollup AFTER INSERT ON transactions FOR EACH ROW
  WHEN (NEW.status IN ('Completed', 'Partially Refunded', 'Refunded'))
  EXECUTE FUNCTION rollup_enqueue('sale');

CREATE OR REPLACE TRIGGER sale_returns_rollup AFTER INSERT ON sale_returns FOR EACH ROW
  EXECUTE FUNCTION rollup_enqueue('return');
