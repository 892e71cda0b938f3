DROP TABLE "product_sales" CASCADE;--> statement-breakpoint
DROP TABLE "sales_slots" CASCADE;