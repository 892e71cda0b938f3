-- Written by `npm run db:functions` from the sources of the database functions and
-- triggers (apps/api/src/modules/*/*.functions.sql; docs/ARCHITECTURE.md, "Database
-- functions"). Edit the sources, not this file.
-- function rollup_zone_of(uuid,text): modules/rollups/rollups.functions.sql
-- The zone an organization's rollups belong in: its own, else the platform's default (given:
-- the app merges the stored platform settings over its defaults), and UTC when PostgreSQL does
-- not know that name. Two statements: on Citus the organization's settings are a shard's
-- (router query) and pg_timezone_names is each node's own, which one query cannot join.
CREATE OR REPLACE FUNCTION rollup_zone_of(p_org uuid, p_platform_zone text) RETURNS text LANGUAGE plpgsql STABLE AS $$
DECLARE
  zone text;
BEGIN
  SELECT g.time_zone INTO zone FROM general_settings g WHERE g.organization_id = p_org;
  zone := coalesce(zone, p_platform_zone);
  RETURN CASE WHEN EXISTS (SELECT 1 FROM pg_timezone_names n WHERE n.name = zone) THEN zone ELSE 'UTC' END;
END
$$;
--> statement-breakpoint
-- trigger customer_displays_global_keys on customer_displays: no source any more
drop trigger if exists customer_displays_global_keys on public.customer_displays;
--> statement-breakpoint
-- trigger users_global_keys on users: no source any more
drop trigger if exists users_global_keys on public.users;
--> statement-breakpoint
-- function customer_displays_global_keys(): no source any more
drop function if exists public.customer_displays_global_keys();
--> statement-breakpoint
-- function users_global_keys(): no source any more
drop function if exists public.users_global_keys();
