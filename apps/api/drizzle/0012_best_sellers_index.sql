DROP INDEX "product_sales_top_idx";--> statement-breakpoint
CREATE INDEX "product_sales_top_idx" ON "product_sales" USING btree ("organization_id","quantity_sold","product_id");