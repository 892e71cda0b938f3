DROP INDEX "api_keys_secret_hash_uq";--> statement-breakpoint
DROP INDEX "approvals_token_uq";--> statement-breakpoint
DROP INDEX "auth_tokens_hash_uq";--> statement-breakpoint
DROP INDEX "customer_displays_token_uq";--> statement-breakpoint
DROP INDEX "data_exports_token_hash_uq";--> statement-breakpoint
DROP INDEX "payment_orders_order_uq";--> statement-breakpoint
DROP INDEX "subscription_transactions_payment_uq";--> statement-breakpoint
CREATE INDEX "api_keys_secret_hash_idx" ON "api_keys" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "approvals_token_idx" ON "approvals" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_tokens_hash_idx" ON "auth_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "customer_displays_token_idx" ON "customer_displays" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "data_exports_token_hash_idx" ON "data_exports" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "payment_orders_order_idx" ON "payment_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "subscription_transactions_payment_idx" ON "subscription_transactions" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_transactions_payment_uq" ON "subscription_transactions" USING btree ("organization_id","payment_id");