CREATE TABLE "exchanges" (
	"organization_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"document_number" integer NOT NULL,
	"transaction_id" uuid NOT NULL,
	"return_id" uuid NOT NULL,
	"sale_id" uuid NOT NULL,
	"net" numeric(12, 2) NOT NULL,
	"refund_method" text,
	"store_id" uuid,
	"user_id" uuid,
	"idempotency_key" text,
	"request_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchanges_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
ALTER TABLE "document_counters" DROP CONSTRAINT "document_counters_series";--> statement-breakpoint
ALTER TABLE "sale_returns" ADD COLUMN "exchange_credit" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "exchanges" ADD CONSTRAINT "exchanges_organization_id_transaction_id_transactions_organization_id_id_fk" FOREIGN KEY ("organization_id","transaction_id") REFERENCES "public"."transactions"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchanges" ADD CONSTRAINT "exchanges_organization_id_return_id_sale_returns_organization_id_id_fk" FOREIGN KEY ("organization_id","return_id") REFERENCES "public"."sale_returns"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchanges" ADD CONSTRAINT "exchanges_organization_id_sale_id_transactions_organization_id_id_fk" FOREIGN KEY ("organization_id","sale_id") REFERENCES "public"."transactions"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchanges" ADD CONSTRAINT "exchanges_organization_id_user_id_users_organization_id_id_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exchanges_document_number_uq" ON "exchanges" USING btree ("organization_id","document_number");--> statement-breakpoint
CREATE UNIQUE INDEX "exchanges_return_uq" ON "exchanges" USING btree ("organization_id","return_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exchanges_sale_uq" ON "exchanges" USING btree ("organization_id","sale_id");--> statement-breakpoint
CREATE INDEX "exchanges_txn_idx" ON "exchanges" USING btree ("organization_id","transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exchanges_idempotency_uq" ON "exchanges" USING btree ("organization_id","idempotency_key") WHERE "exchanges"."idempotency_key" is not null;--> statement-breakpoint
ALTER TABLE "document_counters" ADD CONSTRAINT "document_counters_series" CHECK ("document_counters"."series" in ('sale', 'return', 'exchange'));--> statement-breakpoint
ALTER TABLE "sale_returns" ADD CONSTRAINT "sale_returns_exchange_credit" CHECK ("sale_returns"."exchange_credit" >= 0 and "sale_returns"."exchange_credit" <= "sale_returns"."total");