-- Written by `npm run db:functions` from the sources of the database functions and
-- triggers (apps/api/src/modules/*/*.functions.sql; docs/ARCHITECTURE.md, "Database
-- functions"). Edit the sources, not this file.
-- function rollup_enqueue(): modules/rollups/rollups.functions.sql
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
--> statement-breakpoint
-- function stored_value_entry_applied(): modules/stored-value/stored-value.functions.sql
-- The stored-value module's database functions (docs/DESIGN.md, "Stored value"; docs/ARCHITECTURE.md,
-- "Database functions"). A balance is the sum of its ledger rows, and nothing else moves it:
-- each row inserted adds its amount to its account in the inserting statement's transaction
-- and records the balance it left (the account's row lock queues concurrent spends; its CHECK
-- refuses the one the balance no longer covers, rolling the whole document back); a balance
-- changed any other way is refused, and so is any update or delete of a ledger row — but the
-- deletion of the organization itself, which takes its rows along. As the audit log's guard
-- (audit.functions.sql), it keeps the API and every other code path out, not someone with SQL
-- access; SQLSTATE 42501, which no API path meets.
-- A charge account's balance is what its customer owes: a row that adds to it (a sale on account)
-- must leave it within the customer's credit limit, read once the account's row is locked, so
-- two registers charging at once are held to the limit together (null: no account, no charge).
-- A lowered limit refuses new charges and never the payments.
CREATE OR REPLACE FUNCTION stored_value_entry_applied() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  account_kind text;
  holder uuid;
BEGIN
  -- The row records the balance it left, as the account's locked row has it now.
  UPDATE stored_value_accounts SET balance = balance + NEW.amount
    WHERE organization_id = NEW.organization_id AND id = NEW.account_id
    RETURNING balance, kind, customer_id INTO NEW.balance_after, account_kind, holder;
  -- Two tests, not one expression: the outer one PL/pgSQL evaluates itself, and only a charge
  -- runs the customer's query (a gift card's or store credit's row never does).
  IF account_kind = 'account' AND NEW.amount > 0 THEN
    IF NOT EXISTS (
      SELECT 1 FROM customers c
      WHERE c.organization_id = NEW.organization_id AND c.id = holder
        AND NEW.balance_after <= c.credit_limit
    ) THEN
      -- Worded as PostgreSQL words a CHECK's violation: Citus passes on only the message of an
      -- error in a row it copied to the shard (apps/api/src/lib/errors.ts).
      RAISE EXCEPTION 'new row for relation "stored_value_entries" violates check constraint "stored_value_accounts_credit_limit"'
        USING ERRCODE = 'check_violation', CONSTRAINT = 'stored_value_accounts_credit_limit',
          DETAIL = 'a charge beyond the customer''s credit limit';
    END IF;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- trigger transactions_rollup on transactions: modules/rollups/rollups.functions.sql
CREATE OR REPLACE TRIGGER transactions_rollup AFTER INSERT ON transactions FOR EACH ROW
  WHEN (NEW.status IN ('Completed', 'Partially Refunded', 'Refunded'))
  EXECUTE FUNCTION rollup_enqueue('sale');
--> statement-breakpoint
-- trigger sale_returns_rollup on sale_returns: modules/rollups/rollups.functions.sql
CREATE OR REPLACE TRIGGER sale_returns_rollup AFTER INSERT ON sale_returns FOR EACH ROW
  EXECUTE FUNCTION rollup_enqueue('return');
