DROP INDEX "stored_value_accounts_customer_kind_uq";--> statement-breakpoint
ALTER TABLE "general_settings" ADD COLUMN "gift_card_validity_months" integer;--> statement-breakpoint
ALTER TABLE "stored_value_accounts" ADD COLUMN "code_hash" text;--> statement-breakpoint
ALTER TABLE "stored_value_accounts" ADD COLUMN "code_last4" text;--> statement-breakpoint
ALTER TABLE "stored_value_accounts" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stored_value_accounts" ADD COLUMN "issued_by" uuid;--> statement-breakpoint
ALTER TABLE "stored_value_accounts" ADD CONSTRAINT "stored_value_accounts_organization_id_issued_by_users_organization_id_id_fk" FOREIGN KEY ("organization_id","issued_by") REFERENCES "public"."users"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stored_value_accounts_code_uq" ON "stored_value_accounts" USING btree ("organization_id","code_hash") WHERE "stored_value_accounts"."code_hash" is not null;--> statement-breakpoint
CREATE INDEX "stored_value_accounts_gift_cards_idx" ON "stored_value_accounts" USING btree ("organization_id","created_at","id") WHERE "stored_value_accounts"."kind" = 'gift_card';--> statement-breakpoint
CREATE UNIQUE INDEX "stored_value_accounts_customer_kind_uq" ON "stored_value_accounts" USING btree ("organization_id","customer_id","kind") WHERE "stored_value_accounts"."customer_id" is not null and "stored_value_accounts"."kind" <> 'gift_card';--> statement-breakpoint
ALTER TABLE "general_settings" ADD CONSTRAINT "general_settings_gift_card_validity_ck" CHECK ("general_settings"."gift_card_validity_months" between 1 and 120);--> statement-breakpoint
ALTER TABLE "stored_value_accounts" ADD CONSTRAINT "stored_value_accounts_gift_card_code" CHECK (("stored_value_accounts"."kind" = 'gift_card') = ("stored_value_accounts"."code_hash" is not null and "stored_value_accounts"."code_last4" is not null));