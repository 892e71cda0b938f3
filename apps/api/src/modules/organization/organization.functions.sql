-- An organization being deleted (organization.repository.ts, deleteOrganization; docs/guide/
-- running.md, "Deleting an organization"): its deletion sets the transaction-local
-- `pos.erasing_organization` to its id, then deletes its rows table by table. The triggers that
-- keep a ledger append-only let those rows go, and the ones that write tombstones, webhook events
-- or touch other rows write nothing for it. A setting, as the audit log's retention uses: it keeps
-- every API path out, it is no wall against someone with SQL access.
CREATE OR REPLACE FUNCTION organization_erasing(org uuid) RETURNS boolean
  LANGUAGE sql STABLE AS $$
  SELECT coalesce(current_setting('pos.erasing_organization', true) = org::text, false)
$$;
