CREATE TABLE "sales_slots" (
	"organization_id" uuid NOT NULL,
	"slot" timestamp with time zone NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"sales" integer NOT NULL,
	CONSTRAINT "sales_slots_organization_id_slot_pk" PRIMARY KEY("organization_id","slot")
);
--> statement-breakpoint
ALTER TABLE "sales_slots" ADD CONSTRAINT "sales_slots_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The quarter hour (UTC) a sale counts in: every time zone's day starts on one.
CREATE FUNCTION sales_slot_of(at timestamptz) RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$
  select date_bin('15 minutes', at, timestamptz '2000-01-01 00:00:00+00')
$$;
--> statement-breakpoint
CREATE FUNCTION sales_slot_add(org uuid, at timestamptz, amount numeric, n int) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO sales_slots AS s (organization_id, slot, total, sales)
  VALUES (org, sales_slot_of(at), amount, n)
  ON CONFLICT (organization_id, slot)
  DO UPDATE SET total = s.total + excluded.total, sales = s.sales + excluded.sales
$$;
--> statement-breakpoint
-- The trigger every sale passes at its commit (0007) now also adds a completed sale to its
-- slot: one more row per organization written at commit, locked only for the commit itself.
CREATE OR REPLACE FUNCTION sale_uses_credit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'Completed' THEN
    UPDATE subscriptions SET remaining_credits = remaining_credits - 1, updated_at = now()
    WHERE organization_id = NEW.organization_id AND remaining_credits > 0;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'No sale credits left' USING ERRCODE = 'PX402';
    END IF;
    PERFORM sales_slot_add(NEW.organization_id, NEW.transaction_date, NEW.total_amount, 1);
  END IF;
  INSERT INTO sales_counters (organization_id, transactions) VALUES (NEW.organization_id, 1)
  ON CONFLICT (organization_id) DO UPDATE SET transactions = sales_counters.transactions + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A sale refunded (or completed later, or re-dated) moves between slots as it changes.
CREATE FUNCTION sale_changed_slots() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'Completed' THEN
    PERFORM sales_slot_add(OLD.organization_id, OLD.transaction_date, -OLD.total_amount, -1);
  END IF;
  IF NEW.status = 'Completed' THEN
    PERFORM sales_slot_add(NEW.organization_id, NEW.transaction_date, NEW.total_amount, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER transactions_changed_slots AFTER UPDATE OF status, total_amount, transaction_date
  ON transactions FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.total_amount IS DISTINCT FROM NEW.total_amount
        OR OLD.transaction_date IS DISTINCT FROM NEW.transaction_date)
  EXECUTE FUNCTION sale_changed_slots();
--> statement-breakpoint
-- Deleted sales leave their slots, once per statement. Only an update: an organization being
-- deleted may have lost its slots already (and may not gain any).
CREATE FUNCTION sales_deleted_slots() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sales_slots s SET total = s.total - gone.total, sales = s.sales - gone.n
  FROM (SELECT organization_id, sales_slot_of(transaction_date) AS slot,
               sum(total_amount) AS total, count(*)::int AS n
        FROM old_sales WHERE status = 'Completed' GROUP BY 1, 2) gone
  WHERE s.organization_id = gone.organization_id AND s.slot = gone.slot;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER transactions_deleted_slots AFTER DELETE ON transactions
  REFERENCING OLD TABLE AS old_sales FOR EACH STATEMENT EXECUTE FUNCTION sales_deleted_slots();
--> statement-breakpoint
INSERT INTO sales_slots (organization_id, slot, total, sales)
  SELECT organization_id, sales_slot_of(transaction_date), sum(total_amount), count(*)
  FROM transactions WHERE status = 'Completed' GROUP BY 1, 2;
