-- A stored-value account's row changes with every ledger row (its balance): room on its page
-- lets the update stay on the page (a HOT update, docs/benchmarks/stored-value.md) instead of
-- writing a new row version into every index of the table.
ALTER TABLE "stored_value_accounts" SET (fillfactor = 70);
