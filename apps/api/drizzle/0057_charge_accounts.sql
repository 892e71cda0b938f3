CREATE TABLE "account_payments" (
	"organization_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"method" text NOT NULL,
	"tendered" numeric(12, 2) NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"change" numeric(12, 2) DEFAULT '0' NOT NULL,
	"store_id" uuid,
	"shift_id" uuid,
	"user_id" uuid,
	"allocations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"idempotency_key" text,
	"request_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_payments_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "account_payments_amounts" CHECK ("account_payments"."amount" > 0 and "account_payments"."tendered" = "account_payments"."amount" + "account_payments"."change")
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "credit_limit" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "account_payments" ADD CONSTRAINT "account_payments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_payments" ADD CONSTRAINT "account_payments_organization_id_customer_id_customers_organization_id_id_fk" FOREIGN KEY ("organization_id","customer_id") REFERENCES "public"."customers"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_payments" ADD CONSTRAINT "account_payments_organization_id_store_id_stores_organization_id_id_fk" FOREIGN KEY ("organization_id","store_id") REFERENCES "public"."stores"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_payments" ADD CONSTRAINT "account_payments_organization_id_user_id_users_organization_id_id_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_payments_shift_idx" ON "account_payments" USING btree ("organization_id","shift_id") WHERE "account_payments"."shift_id" is not null;--> statement-breakpoint
CREATE INDEX "account_payments_customer_idx" ON "account_payments" USING btree ("organization_id","customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "account_payments_idempotency_uq" ON "account_payments" USING btree ("organization_id","idempotency_key") WHERE "account_payments"."idempotency_key" is not null;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_credit_limit_not_negative" CHECK ("customers"."credit_limit" >= 0);