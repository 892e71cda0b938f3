-- The product and customer rollups keep day rows only (docs/ARCHITECTURE.md, "Report rollups"):
-- a report reads the running totals and the day rows after the last sealed day, which the totals
-- are sealed from; the month and year rows (read where a range's periods weighed less than the
-- totals) go, with the grain and the range index that served them. The key leads with the store
-- and the day, one index range for a day of one store key.
DELETE FROM "rollup_products" WHERE "grain" <> 'day';--> statement-breakpoint
DELETE FROM "rollup_customers" WHERE "grain" <> 'day';--> statement-breakpoint
DROP INDEX "rollup_products_range_idx";--> statement-breakpoint
DROP INDEX "rollup_customers_range_idx";--> statement-breakpoint
ALTER TABLE "rollup_products" DROP CONSTRAINT "rollup_products_key";--> statement-breakpoint
ALTER TABLE "rollup_products" DROP CONSTRAINT "rollup_products_grain";--> statement-breakpoint
ALTER TABLE "rollup_products" DROP COLUMN "grain";--> statement-breakpoint
ALTER TABLE "rollup_products" RENAME COLUMN "period" TO "day";--> statement-breakpoint
ALTER TABLE "rollup_products" ADD CONSTRAINT "rollup_products_key" UNIQUE NULLS NOT DISTINCT("organization_id","generation","store_id","day","product_id","variation_id");--> statement-breakpoint
ALTER TABLE "rollup_customers" DROP CONSTRAINT "rollup_customers_key";--> statement-breakpoint
ALTER TABLE "rollup_customers" DROP CONSTRAINT "rollup_customers_grain";--> statement-breakpoint
ALTER TABLE "rollup_customers" DROP COLUMN "grain";--> statement-breakpoint
ALTER TABLE "rollup_customers" RENAME COLUMN "period" TO "day";--> statement-breakpoint
ALTER TABLE "rollup_customers" ADD CONSTRAINT "rollup_customers_key" UNIQUE NULLS NOT DISTINCT("organization_id","generation","store_id","day","customer_id");
