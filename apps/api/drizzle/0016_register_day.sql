CREATE TABLE "approvals" (
	"organization_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"approver_id" uuid NOT NULL,
	"requested_by" uuid NOT NULL,
	"action" text NOT NULL,
	"transaction_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approvals_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "held_sales" (
	"organization_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"user_id" uuid,
	"customer_id" uuid,
	"note" text,
	"cart" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "held_sales_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "return_items" (
	"organization_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"return_id" uuid NOT NULL,
	"transaction_item_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	CONSTRAINT "return_items_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "sale_returns" (
	"organization_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"transaction_id" uuid NOT NULL,
	"document_number" integer NOT NULL,
	"store_id" uuid,
	"user_id" uuid,
	"approved_by" uuid,
	"shift_id" uuid,
	"reason" text,
	"refund_method" text NOT NULL,
	"subtotal" numeric(12, 2) NOT NULL,
	"taxes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tax_total" numeric(12, 2) NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_returns_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "transaction_payments" (
	"organization_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"transaction_id" uuid NOT NULL,
	"method" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	CONSTRAINT "transaction_payments_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "shift_cash_movements" (
	"organization_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"shift_id" uuid NOT NULL,
	"type" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"reason" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shift_cash_movements_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"organization_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"opening_float" numeric(12, 2) NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	"expected_cash" numeric(12, 2),
	"counted_cash" numeric(12, 2),
	"difference" numeric(12, 2),
	"note" text,
	"summary" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shifts_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
ALTER TABLE "sales_counters" ADD COLUMN "last_sale_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_counters" ADD COLUMN "last_return_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transaction_items" ADD COLUMN "returned_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "document_number" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "shift_id" uuid;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "amount_paid" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "change_given" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "refunded_total" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "approved_by" uuid;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "receipt_emails" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "register_pin_hash" text;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_sales" ADD CONSTRAINT "held_sales_organization_id_store_id_stores_organization_id_id_fk" FOREIGN KEY ("organization_id","store_id") REFERENCES "public"."stores"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_organization_id_return_id_sale_returns_organization_id_id_fk" FOREIGN KEY ("organization_id","return_id") REFERENCES "public"."sale_returns"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_organization_id_transaction_item_id_transaction_items_organization_id_id_fk" FOREIGN KEY ("organization_id","transaction_item_id") REFERENCES "public"."transaction_items"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_returns" ADD CONSTRAINT "sale_returns_organization_id_transaction_id_transactions_organization_id_id_fk" FOREIGN KEY ("organization_id","transaction_id") REFERENCES "public"."transactions"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_returns" ADD CONSTRAINT "sale_returns_organization_id_user_id_users_organization_id_id_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_payments" ADD CONSTRAINT "transaction_payments_organization_id_transaction_id_transactions_organization_id_id_fk" FOREIGN KEY ("organization_id","transaction_id") REFERENCES "public"."transactions"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_cash_movements" ADD CONSTRAINT "shift_cash_movements_organization_id_shift_id_shifts_organization_id_id_fk" FOREIGN KEY ("organization_id","shift_id") REFERENCES "public"."shifts"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_organization_id_store_id_stores_organization_id_id_fk" FOREIGN KEY ("organization_id","store_id") REFERENCES "public"."stores"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_organization_id_user_id_users_organization_id_id_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "approvals_token_uq" ON "approvals" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "approvals_expiry_idx" ON "approvals" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "held_sales_store_idx" ON "held_sales" USING btree ("organization_id","store_id","created_at");--> statement-breakpoint
CREATE INDEX "return_items_return_idx" ON "return_items" USING btree ("organization_id","return_id");--> statement-breakpoint
CREATE INDEX "sale_returns_txn_idx" ON "sale_returns" USING btree ("organization_id","transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_returns_document_number_uq" ON "sale_returns" USING btree ("organization_id","document_number");--> statement-breakpoint
CREATE INDEX "sale_returns_shift_idx" ON "sale_returns" USING btree ("organization_id","shift_id") WHERE "sale_returns"."shift_id" is not null;--> statement-breakpoint
CREATE INDEX "transaction_payments_txn_idx" ON "transaction_payments" USING btree ("organization_id","transaction_id","method");--> statement-breakpoint
CREATE INDEX "shift_cash_movements_shift_idx" ON "shift_cash_movements" USING btree ("organization_id","shift_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_one_open_uq" ON "shifts" USING btree ("organization_id","user_id","store_id") WHERE "shifts"."status" = 'open';--> statement-breakpoint
CREATE INDEX "shifts_org_opened_idx" ON "shifts" USING btree ("organization_id","opened_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_document_number_uq" ON "transactions" USING btree ("organization_id","document_number") WHERE "transactions"."document_number" is not null;--> statement-breakpoint
CREATE INDEX "transactions_shift_idx" ON "transactions" USING btree ("organization_id","shift_id") WHERE "transactions"."shift_id" is not null;--> statement-breakpoint
ALTER TABLE "transaction_items" ADD CONSTRAINT "transaction_items_returned_within_sold" CHECK ("transaction_items"."returned_quantity" between 0 and "transaction_items"."quantity");--> statement-breakpoint
-- The new permissions join every existing organization's catalogue and its built-in Owner,
-- organization_admin and organization_manager roles (new organizations get them at sign-up).
INSERT INTO "permissions" ("organization_id", "id", "name", "description")
SELECT o."id", gen_random_uuid(), n.name, n.description
FROM "organizations" o
CROSS JOIN (VALUES
  ('process_returns', 'Return sold items and refund sales'),
  ('manage_shifts', 'See every shift and close anyone''s')
) AS n(name, description)
WHERE o."kind" = 'tenant'
  AND NOT EXISTS (SELECT 1 FROM "permissions" p WHERE p."organization_id" = o."id" AND p."name" = n.name);--> statement-breakpoint
INSERT INTO "role_permissions" ("organization_id", "role_id", "permission_id")
SELECT r."organization_id", r."id", p."id"
FROM "roles" r
JOIN "permissions" p ON p."organization_id" = r."organization_id"
  AND p."name" IN ('process_returns', 'manage_shifts')
WHERE r."is_built_in" AND r."name" IN ('Owner', 'organization_admin', 'organization_manager')
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Sales so far were paid in one payment of their total; refunded ones gave it all back.
UPDATE "transactions" SET "amount_paid" = "total_amount",
  "refunded_total" = CASE WHEN "status" = 'Refunded' THEN "total_amount" ELSE 0 END;--> statement-breakpoint
INSERT INTO "transaction_payments" ("organization_id", "id", "transaction_id", "method", "amount")
SELECT "organization_id", gen_random_uuid(), "id", "payment_method", "total_amount" FROM "transactions";--> statement-breakpoint
UPDATE "transaction_items" i SET "returned_quantity" = i."quantity"
FROM "transactions" t
WHERE t."organization_id" = i."organization_id" AND t."id" = i."transaction_id" AND t."status" = 'Refunded';--> statement-breakpoint
-- Document numbers in the order the sales were made.
UPDATE "transactions" t SET "document_number" = n.number
FROM (SELECT "organization_id", "id",
             row_number() OVER (PARTITION BY "organization_id" ORDER BY "transaction_date", "id") AS number
      FROM "transactions") n
WHERE t."organization_id" = n."organization_id" AND t."id" = n."id";--> statement-breakpoint
INSERT INTO "sales_counters" ("organization_id", "transactions", "last_sale_number")
SELECT "organization_id", count(*), max("document_number") FROM "transactions" GROUP BY 1
ON CONFLICT ("organization_id") DO UPDATE SET "last_sale_number" = excluded."last_sale_number";--> statement-breakpoint
-- The dashboard's trend counts a partly returned sale at what it kept (0015 counted only
-- completed sales at their total).
CREATE OR REPLACE FUNCTION sale_changed_slots() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status IN ('Completed', 'Partially Refunded') THEN
    PERFORM sales_slot_add(OLD.organization_id, OLD.transaction_date,
                           -(OLD.total_amount - OLD.refunded_total), -1);
  END IF;
  IF NEW.status IN ('Completed', 'Partially Refunded') THEN
    PERFORM sales_slot_add(NEW.organization_id, NEW.transaction_date,
                           NEW.total_amount - NEW.refunded_total, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "transactions_changed_slots" ON "transactions";--> statement-breakpoint
CREATE TRIGGER transactions_changed_slots
  AFTER UPDATE OF status, total_amount, refunded_total, transaction_date ON transactions FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.total_amount IS DISTINCT FROM NEW.total_amount
        OR OLD.refunded_total IS DISTINCT FROM NEW.refunded_total
        OR OLD.transaction_date IS DISTINCT FROM NEW.transaction_date)
  EXECUTE FUNCTION sale_changed_slots();
--> statement-breakpoint
-- A sale made in a shift commits only while that shift is open: the share lock waits for a
-- close in progress (which then finds the shift closed here), and a close waits for the sales
-- that hold it, so the close's figures include every sale of the shift.
CREATE OR REPLACE FUNCTION sale_uses_credit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.shift_id IS NOT NULL THEN
    PERFORM 1 FROM shifts
    WHERE organization_id = NEW.organization_id AND id = NEW.shift_id AND status = 'open'
    FOR SHARE;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'The shift is closed' USING ERRCODE = 'PX411';
    END IF;
  END IF;
  IF NEW.status = 'Completed' THEN
    UPDATE subscriptions SET remaining_credits = remaining_credits - 1, updated_at = now()
    WHERE organization_id = NEW.organization_id AND remaining_credits > 0;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'No sale credits left' USING ERRCODE = 'PX402';
    END IF;
    PERFORM sales_slot_add(NEW.organization_id, NEW.transaction_date, NEW.total_amount, 1);
  END IF;
  INSERT INTO sales_counters (organization_id, transactions) VALUES (NEW.organization_id, 1)
  ON CONFLICT (organization_id) DO UPDATE SET transactions = sales_counters.transactions + 1;
  RETURN NULL;
END $$;
