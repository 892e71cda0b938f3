DROP INDEX "customers_org_created_idx";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "customers_org_name_idx" ON "customers" USING btree ("organization_id","name","id");--> statement-breakpoint
CREATE INDEX "customers_search_idx" ON "customers" USING gin ("organization_id","name" gin_trgm_ops,"email" gin_trgm_ops,"phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transactions_org_customer_idx" ON "transactions" USING btree ("organization_id","customer_id");--> statement-breakpoint
CREATE INDEX "users_org_created_idx" ON "users" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin ("organization_id","name" gin_trgm_ops,"username" gin_trgm_ops,"email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_org_created_idx" ON "customers" USING btree ("organization_id","created_at","id");