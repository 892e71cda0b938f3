ALTER TABLE "rollup_customer_totals" ALTER COLUMN "units" SET DATA TYPE numeric[];--> statement-breakpoint
ALTER TABLE "rollup_product_totals" ALTER COLUMN "units" SET DATA TYPE numeric[];