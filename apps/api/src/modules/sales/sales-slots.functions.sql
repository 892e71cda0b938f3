-- The dashboard's sales trend (reports.repository.ts): each organization's completed sales
-- summed per quarter hour (UTC) in sales_slots, kept by the statements that write sales
-- (docs/ARCHITECTURE.md, "Database functions"). A sale's commit adds it
-- (sale_uses_credit, sales.functions.sql); the triggers here move it as it changes.

-- The quarter hour (UTC) a sale counts in: every time zone's day starts on one.
CREATE OR REPLACE FUNCTION sales_slot_of(at timestamptz) RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$
  select date_bin('15 minutes', at, timestamptz '2000-01-01 00:00:00+00')
$$;

-- Adds a sum and a count to an organization's slot.
CREATE OR REPLACE FUNCTION sales_slot_add(org uuid, at timestamptz, amount numeric, n int) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO sales_slots AS s (organization_id, slot, total, sales)
  VALUES (org, sales_slot_of(at), amount, n)
  ON CONFLICT (organization_id, slot)
  DO UPDATE SET total = s.total + excluded.total, sales = s.sales + excluded.sales
$$;

-- A sale refunded (or completed later, or re-dated) moves between slots as it changes; a partly
-- returned sale counts at what it kept.
CREATE OR REPLACE FUNCTION sale_changed_slots() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status IN ('Completed', 'Partially Refunded') THEN
    PERFORM sales_slot_add(OLD.organization_id, OLD.transaction_date,
                           -(OLD.total_amount - OLD.refunded_total), -1);
  END IF;
  IF NEW.status IN ('Completed', 'Partially Refunded') THEN
    PERFORM sales_slot_add(NEW.organization_id, NEW.transaction_date,
                           NEW.total_amount - NEW.refunded_total, 1);
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER transactions_changed_slots
  AFTER UPDATE OF status, total_amount, refunded_total, transaction_date ON transactions FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.total_amount IS DISTINCT FROM NEW.total_amount
        OR OLD.refunded_total IS DISTINCT FROM NEW.refunded_total
        OR OLD.transaction_date IS DISTINCT FROM NEW.transaction_date)
  EXECUTE FUNCTION sale_changed_slots();

-- Deleted sales leave their slots, once per statement. Only an update: an organization being
-- deleted may have lost its slots already (and may not gain any).
CREATE OR REPLACE FUNCTION sales_deleted_slots() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sales_slots s SET total = s.total - gone.total, sales = s.sales - gone.n
  FROM (SELECT organization_id, sales_slot_of(transaction_date) AS slot,
               sum(total_amount) AS total, count(*)::int AS n
        FROM old_sales WHERE status = 'Completed' GROUP BY 1, 2) gone
  WHERE s.organization_id = gone.organization_id AND s.slot = gone.slot;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER transactions_deleted_slots AFTER DELETE ON transactions
  REFERENCING OLD TABLE AS old_sales FOR EACH STATEMENT EXECUTE FUNCTION sales_deleted_slots();
