ALTER TABLE "roles" ADD COLUMN "max_discount_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "sale_discount" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "discount_reason" text;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_max_discount_percent_ck" CHECK ("roles"."max_discount_percent" is null or "roles"."max_discount_percent" between 0 and 100);