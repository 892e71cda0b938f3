-- A return's lines now add up to its net sales to the cent (rollup_apply, migration 0048); the
-- days already rolled up learn it from a rebuild: every organization's rollups start their next
-- generation, which the rollup-rebuild job builds while the reports go on reading the current one
-- (ARCHITECTURE, "Report rollups").
UPDATE "report_rollup_states" SET "building_generation" = greatest("generation", coalesce("building_generation", 0)) + 1,
  "building_zone" = coalesce("building_zone", "time_zone"), "building_cursor" = NULL, "building_since" = now();--> statement-breakpoint
DELETE FROM "rollup_rebuild_seen";
