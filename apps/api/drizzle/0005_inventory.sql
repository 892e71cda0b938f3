ALTER TABLE "general_settings" ADD COLUMN "allow_negative_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD COLUMN "remarks" text;--> statement-breakpoint
CREATE INDEX "product_variations_search_idx" ON "product_variations" USING gin ("organization_id","sku" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_archived_idx" ON "products" USING btree ("organization_id","id") WHERE "products"."archived_at" is not null;--> statement-breakpoint
CREATE INDEX "inventory_log_type_idx" ON "inventory_log" USING btree ("organization_id","type","created_at");--> statement-breakpoint
CREATE INDEX "stock_levels_org_updated_idx" ON "stock_levels" USING btree ("organization_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "stock_levels_org_store_idx" ON "stock_levels" USING btree ("organization_id","store_id");--> statement-breakpoint
CREATE INDEX "stock_levels_org_warehouse_idx" ON "stock_levels" USING btree ("organization_id","warehouse_id");