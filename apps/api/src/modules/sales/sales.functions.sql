-- The sales module's database functions: the commit of a sale (docs/ARCHITECTURE.md, "Database
-- functions"). The current definitions: edit here, then `npm run db:functions` writes the
-- migration.

-- The commit of every sale (insert into transactions), as a deferred constraint trigger: the
-- rows below are one per organization that every sale writes, so taken at COMMIT they stay
-- locked only for the commit itself, not for a round trip to the API and back, which is what
-- capped sales per second (DESIGN §11). In order:
-- - A sale made in a shift commits only while that shift is open: the share lock waits for a
--   close in progress (which then finds the shift closed here), and a close waits for the sales
--   that hold it, so the close's figures include every sale of the shift. Closed: PX411.
-- - A completed sale uses a credit of the period; none left fails the commit (PX402), except
--   for an offline sale (device_id set), which already happened in the shop (DESIGN §13): it is
--   recorded without one — there is none to take, and the count never goes below zero — and
--   flagged no_credits for a manager. The service flags it before writing when it read no credit
--   left; this catches the last credits taken by other sales in between.
-- - Every sale counts in the organization's sales_counters.
-- The API maps PX402 and PX411 to error codes in apps/api/src/lib/db-errors.ts.
CREATE OR REPLACE FUNCTION sale_uses_credit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.shift_id IS NOT NULL THEN
    PERFORM 1 FROM shifts
    WHERE organization_id = NEW.organization_id AND id = NEW.shift_id AND status = 'open'
    FOR SHARE;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'The shift is closed' USING ERRCODE = 'PX411';
    END IF;
  END IF;
  IF NEW.status = 'Completed' THEN
    UPDATE subscriptions SET remaining_credits = remaining_credits - 1, updated_at = now()
    WHERE organization_id = NEW.organization_id AND remaining_credits > 0;
    IF NOT FOUND THEN
      IF NEW.device_id IS NULL THEN
        RAISE EXCEPTION 'No sale credits left' USING ERRCODE = 'PX402';
      END IF;
      UPDATE transactions
      SET needs_review = true, review_reasons = review_reasons || '{no_credits}'::text[]
      WHERE organization_id = NEW.organization_id AND id = NEW.id
        AND NOT 'no_credits' = ANY(review_reasons);
    END IF;
  END IF;
  INSERT INTO sales_counters (organization_id, transactions) VALUES (NEW.organization_id, 1)
  ON CONFLICT (organization_id) DO UPDATE SET transactions = sales_counters.transactions + 1;
  RETURN NULL;
END $$;

-- A constraint trigger cannot be replaced (PostgreSQL has no CREATE OR REPLACE for one): it is
-- dropped and made again, in the migration's transaction.
DROP TRIGGER IF EXISTS transactions_use_credit ON transactions;
CREATE CONSTRAINT TRIGGER transactions_use_credit AFTER INSERT ON transactions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sale_uses_credit();
