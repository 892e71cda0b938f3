-- Written by `npm run db:functions` from the sources of the database functions and
-- triggers (apps/api/src/modules/*/*.functions.sql; docs/ARCHITECTURE.md, "Database
-- functions"). Edit the sources, not this file.
-- function stored_value_balance_kept(): modules/stored-value/stored-value.functions.sql
CREATE OR REPLACE FUNCTION stored_value_balance_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a stored-value balance changes only with a ledger row'
    USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
-- trigger stored_value_accounts_balance_by_ledger on stored_value_accounts: modules/stored-value/stored-value.functions.sql
-- Only the ledger's own trigger (one level down) moves a balance. The rule is the trigger's WHEN,
-- which the database checks without calling a function: the ledger's updates (a sale's every
-- payment from stored value) cost no second function call.
CREATE OR REPLACE TRIGGER stored_value_accounts_balance_by_ledger BEFORE UPDATE ON stored_value_accounts
  FOR EACH ROW WHEN (NEW.balance IS DISTINCT FROM OLD.balance AND pg_trigger_depth() < 1)
  EXECUTE FUNCTION stored_value_balance_kept();
