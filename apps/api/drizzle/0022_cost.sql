ALTER TABLE "product_variations" ADD COLUMN "cost_price" numeric(14, 4);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "cost_price" numeric(14, 4);--> statement-breakpoint
ALTER TABLE "inventory_log" ADD COLUMN "unit_cost" numeric(14, 4);--> statement-breakpoint
ALTER TABLE "transaction_items" ADD COLUMN "cost_at_sale" numeric(14, 4);