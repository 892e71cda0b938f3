CREATE TABLE "stored_value_accounts" (
	"organization_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"kind" text NOT NULL,
	"customer_id" uuid,
	"balance" numeric(14, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_value_accounts_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "stored_value_accounts_balance_in_range" CHECK ("stored_value_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stored_value_entries" (
	"organization_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"balance_after" numeric(14, 2) NOT NULL,
	"reason" text,
	"transaction_id" uuid,
	"return_id" uuid,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_value_entries_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "stored_value_entries_amount_not_zero" CHECK ("stored_value_entries"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "stored_value_accounts" ADD CONSTRAINT "stored_value_accounts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_value_accounts" ADD CONSTRAINT "stored_value_accounts_organization_id_customer_id_customers_organization_id_id_fk" FOREIGN KEY ("organization_id","customer_id") REFERENCES "public"."customers"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_value_entries" ADD CONSTRAINT "stored_value_entries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_value_entries" ADD CONSTRAINT "stored_value_entries_organization_id_account_id_stored_value_accounts_organization_id_id_fk" FOREIGN KEY ("organization_id","account_id") REFERENCES "public"."stored_value_accounts"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_value_entries" ADD CONSTRAINT "stored_value_entries_organization_id_user_id_users_organization_id_id_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stored_value_accounts_customer_kind_uq" ON "stored_value_accounts" USING btree ("organization_id","customer_id","kind") WHERE "stored_value_accounts"."customer_id" is not null;--> statement-breakpoint
CREATE INDEX "stored_value_entries_account_idx" ON "stored_value_entries" USING btree ("organization_id","account_id","created_at","id");