-- Written by `npm run db:functions` from the sources of the database functions and
-- triggers (apps/api/src/modules/*/*.functions.sql; docs/ARCHITECTURE.md, "Database
-- functions"). Edit the sources, not this file.
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
CREATE OR REPLACE FUNCTION stored_value_entry_applied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The row records the balance it left, as the account's locked row has it now.
  UPDATE stored_value_accounts SET balance = balance + NEW.amount
    WHERE organization_id = NEW.organization_id AND id = NEW.account_id
    RETURNING balance INTO NEW.balance_after;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- function stored_value_entry_kept(): modules/stored-value/stored-value.functions.sql
CREATE OR REPLACE FUNCTION stored_value_entry_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM organizations o WHERE o.id = OLD.organization_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'stored_value_entries is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
-- function stored_value_balance_kept(): modules/stored-value/stored-value.functions.sql
CREATE OR REPLACE FUNCTION stored_value_balance_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only the ledger's own trigger (one level down) moves a balance.
  IF NEW.balance IS DISTINCT FROM OLD.balance AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'a stored-value balance changes only with a ledger row'
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- trigger stored_value_entries_apply on stored_value_entries: modules/stored-value/stored-value.functions.sql
CREATE OR REPLACE TRIGGER stored_value_entries_apply BEFORE INSERT ON stored_value_entries
  FOR EACH ROW EXECUTE FUNCTION stored_value_entry_applied();
--> statement-breakpoint
-- trigger stored_value_entries_append_only on stored_value_entries: modules/stored-value/stored-value.functions.sql
CREATE OR REPLACE TRIGGER stored_value_entries_append_only BEFORE UPDATE OR DELETE ON stored_value_entries
  FOR EACH ROW EXECUTE FUNCTION stored_value_entry_kept();
--> statement-breakpoint
-- trigger stored_value_accounts_balance_by_ledger on stored_value_accounts: modules/stored-value/stored-value.functions.sql
CREATE OR REPLACE TRIGGER stored_value_accounts_balance_by_ledger BEFORE UPDATE ON stored_value_accounts
  FOR EACH ROW EXECUTE FUNCTION stored_value_balance_kept();
