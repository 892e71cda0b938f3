ALTER TABLE "rollup_sales" ADD COLUMN "rounding" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rollup_taxes" ADD COLUMN "base" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The taxable sales of the days already rolled up are known only to a rebuild: every
-- organization's rollups start their next generation, which the rollup-rebuild job builds while
-- the reports go on reading the current one (ARCHITECTURE, "Report rollups").
UPDATE "report_rollup_states" SET "building_generation" = greatest("generation", coalesce("building_generation", 0)) + 1,
  "building_zone" = coalesce("building_zone", "time_zone"), "building_cursor" = NULL, "building_since" = now();--> statement-breakpoint
DELETE FROM "rollup_rebuild_seen";
