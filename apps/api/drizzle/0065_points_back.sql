ALTER TABLE "sale_returns" DROP CONSTRAINT "sale_returns_exchange_credit";--> statement-breakpoint
ALTER TABLE "sale_returns" ADD COLUMN "points_back" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_returns" ADD COLUMN "points_back_amount" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_returns" ADD CONSTRAINT "sale_returns_exchange_credit" CHECK ("sale_returns"."exchange_credit" >= 0 and "sale_returns"."points_back_amount" >= 0
        and "sale_returns"."exchange_credit" + "sale_returns"."points_back_amount" <= "sale_returns"."total");