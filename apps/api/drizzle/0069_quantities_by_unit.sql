-- Quantities of goods become numeric(14,3) (docs/DESIGN.md, "Goods sold by weight"): every
-- whole figure stays exactly what it was; one ALTER per table, so each is rewritten once.
ALTER TABLE "products"
  ALTER COLUMN "reorder_level" SET DATA TYPE numeric(14, 3),
  ALTER COLUMN "reorder_level" SET DEFAULT 20,
  ALTER COLUMN "reorder_quantity" SET DATA TYPE numeric(14, 3),
  ADD COLUMN "unit" text DEFAULT 'each' NOT NULL,
  ADD CONSTRAINT "products_unit" CHECK ("products"."unit" in ('each', 'kg', 'g', 'lb', 'l'));--> statement-breakpoint
ALTER TABLE "inventory_log"
  ALTER COLUMN "quantity_changed" SET DATA TYPE numeric(14, 3),
  ALTER COLUMN "stock_before" SET DATA TYPE numeric(14, 3),
  ALTER COLUMN "stock_after" SET DATA TYPE numeric(14, 3);--> statement-breakpoint
ALTER TABLE "stock_levels"
  ALTER COLUMN "quantity" SET DATA TYPE numeric(14, 3);--> statement-breakpoint
ALTER TABLE "stock_count_lines"
  ALTER COLUMN "expected" SET DATA TYPE numeric(14, 3),
  ALTER COLUMN "counted" SET DATA TYPE numeric(14, 3),
  ALTER COLUMN "difference" SET DATA TYPE numeric(14, 3);--> statement-breakpoint
ALTER TABLE "purchase_order_lines"
  ALTER COLUMN "quantity" SET DATA TYPE numeric(14, 3),
  ALTER COLUMN "received_quantity" SET DATA TYPE numeric(14, 3);--> statement-breakpoint
ALTER TABLE "rollup_customers"
  ALTER COLUMN "units" SET DATA TYPE numeric(14, 3);--> statement-breakpoint
ALTER TABLE "rollup_product_units"
  ALTER COLUMN "units" SET DATA TYPE numeric(14, 3);--> statement-breakpoint
ALTER TABLE "rollup_products"
  ALTER COLUMN "units" SET DATA TYPE numeric(14, 3);--> statement-breakpoint
ALTER TABLE "rollup_sales"
  ALTER COLUMN "units" SET DATA TYPE numeric(14, 3);--> statement-breakpoint
ALTER TABLE "return_items"
  ALTER COLUMN "quantity" SET DATA TYPE numeric(14, 3);--> statement-breakpoint
ALTER TABLE "transaction_items"
  ALTER COLUMN "quantity" SET DATA TYPE numeric(14, 3),
  ALTER COLUMN "returned_quantity" SET DATA TYPE numeric(14, 3);
