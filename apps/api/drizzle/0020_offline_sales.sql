ALTER TABLE "transactions" ADD COLUMN "device_id" uuid;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "local_number" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "needs_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "review_reasons" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_organization_id_reviewed_by_users_organization_id_id_fk" FOREIGN KEY ("organization_id","reviewed_by") REFERENCES "public"."users"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_device_local_number_uq" ON "transactions" USING btree ("organization_id","device_id","local_number") WHERE "transactions"."device_id" is not null;--> statement-breakpoint
CREATE INDEX "transactions_local_number_idx" ON "transactions" USING btree ("organization_id","local_number") WHERE "transactions"."local_number" is not null;--> statement-breakpoint
CREATE INDEX "transactions_needs_review_idx" ON "transactions" USING btree ("organization_id","transaction_date","id") WHERE "transactions"."needs_review";--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_review_reasons" CHECK ("transactions"."review_reasons" <@ array['oversold', 'no_credits', 'price_changed', 'tax_changed', 'shift_closed']::text[]);--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_offline_whole" CHECK (("transactions"."device_id" is null) = ("transactions"."local_number" is null) and ("transactions"."device_id" is null) = ("transactions"."synced_at" is null));--> statement-breakpoint
-- An offline sale (device_id set) already happened in the shop (DESIGN §13): when the period has
-- no credit left it is recorded without one — there is none to take, and the count never goes
-- below zero — and flagged no_credits for a manager, instead of failing the commit. The service
-- flags it before writing when it read no credit left; this catches the last credits taken by
-- other sales in between. Everything else is as migration 0016 left it.
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
      IF NEW.device_id IS NULL THEN
        RAISE EXCEPTION 'No sale credits left' USING ERRCODE = 'PX402';
      END IF;
      UPDATE transactions
      SET needs_review = true, review_reasons = review_reasons || '{no_credits}'::text[]
      WHERE organization_id = NEW.organization_id AND id = NEW.id
        AND NOT 'no_credits' = ANY(review_reasons);
    END IF;
    PERFORM sales_slot_add(NEW.organization_id, NEW.transaction_date, NEW.total_amount, 1);
  END IF;
  INSERT INTO sales_counters (organization_id, transactions) VALUES (NEW.organization_id, 1)
  ON CONFLICT (organization_id) DO UPDATE SET transactions = sales_counters.transactions + 1;
  RETURN NULL;
END $$;
