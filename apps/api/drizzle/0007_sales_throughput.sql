-- A UUID version 7 whose 12 bits after the millisecond hold the sub-millisecond part of the
-- database clock (RFC 9562 §6.2, method 3): ids made one after another sort in that order.
-- Ledger rows take theirs when written, after their stock level is locked.
CREATE FUNCTION uuid_v7_micros() RETURNS uuid LANGUAGE sql VOLATILE AS $$
  select encode(
    set_byte(set_byte(
      overlay(uuid_send(gen_random_uuid()) placing substring(int8send(us / 1000) from 3) from 1 for 6),
      6, 112 | (((us % 1000) * 4096 / 1000)::int >> 8)),
      7, ((us % 1000) * 4096 / 1000)::int & 255),
    'hex')::uuid
  from (select floor(extract(epoch from clock_timestamp()) * 1000000)::bigint as us) now_us
$$;
--> statement-breakpoint
ALTER TABLE "inventory_log" ALTER COLUMN "id" SET DEFAULT uuid_v7_micros();
--> statement-breakpoint
-- Every sale counts in the organization's total and a completed one uses a credit of the period.
-- Both are one row per organization that every sale writes: taken at COMMIT (a deferred trigger)
-- they stay locked only for the commit itself, not for a round trip to the API and back, which
-- is what capped sales per second (DESIGN §11). No credit left fails the commit (PX402 → 402).
CREATE FUNCTION sale_uses_credit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'Completed' THEN
    UPDATE subscriptions SET remaining_credits = remaining_credits - 1, updated_at = now()
    WHERE organization_id = NEW.organization_id AND remaining_credits > 0;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'No sale credits left' USING ERRCODE = 'PX402';
    END IF;
  END IF;
  INSERT INTO sales_counters (organization_id, transactions) VALUES (NEW.organization_id, 1)
  ON CONFLICT (organization_id) DO UPDATE SET transactions = sales_counters.transactions + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER transactions_use_credit AFTER INSERT ON transactions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sale_uses_credit();
