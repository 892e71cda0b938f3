-- A sale's lines and payments are written before the sale in its one statement (the lock order:
-- the organization's sale number last; sales.repository.ts, recordSale). Their keys to the sale
-- are checked at COMMIT: on Citus each part of that statement is a step of its own that checks
-- its keys at its end (docs/ARCHITECTURE.md, "Database functions"). Drizzle cannot declare a
-- deferrable key: the tables' sources say so beside the key (sales.tables.ts).
ALTER TABLE "transaction_items" DROP CONSTRAINT "transaction_items_organization_id_transaction_id_transactions_organization_id_id_fk";--> statement-breakpoint
ALTER TABLE "transaction_items" ADD CONSTRAINT "transaction_items_organization_id_transaction_id_transactions_organization_id_id_fk" FOREIGN KEY ("organization_id","transaction_id") REFERENCES "public"."transactions"("organization_id","id") ON DELETE cascade ON UPDATE no action DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "transaction_payments" DROP CONSTRAINT "transaction_payments_organization_id_transaction_id_transactions_organization_id_id_fk";--> statement-breakpoint
ALTER TABLE "transaction_payments" ADD CONSTRAINT "transaction_payments_organization_id_transaction_id_transactions_organization_id_id_fk" FOREIGN KEY ("organization_id","transaction_id") REFERENCES "public"."transactions"("organization_id","id") ON DELETE cascade ON UPDATE no action DEFERRABLE INITIALLY DEFERRED;
