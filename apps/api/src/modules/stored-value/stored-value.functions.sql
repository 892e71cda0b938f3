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

CREATE OR REPLACE TRIGGER stored_value_entries_apply BEFORE INSERT ON stored_value_entries
  FOR EACH ROW EXECUTE FUNCTION stored_value_entry_applied();

CREATE OR REPLACE FUNCTION stored_value_entry_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND organization_erasing(OLD.organization_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'stored_value_entries is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END $$;

CREATE OR REPLACE TRIGGER stored_value_entries_append_only BEFORE UPDATE OR DELETE ON stored_value_entries
  FOR EACH ROW EXECUTE FUNCTION stored_value_entry_kept();

CREATE OR REPLACE FUNCTION stored_value_balance_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a stored-value balance changes only with a ledger row'
    USING ERRCODE = 'insufficient_privilege';
END $$;

-- Only the ledger's own trigger (one level down) moves a balance. The rule is the trigger's WHEN,
-- which the database checks without calling a function: the ledger's updates (a sale's every
-- payment from stored value) cost no second function call.
CREATE OR REPLACE TRIGGER stored_value_accounts_balance_by_ledger BEFORE UPDATE ON stored_value_accounts
  FOR EACH ROW WHEN (NEW.balance IS DISTINCT FROM OLD.balance AND pg_trigger_depth() < 1)
  EXECUTE FUNCTION stored_value_balance_kept();
