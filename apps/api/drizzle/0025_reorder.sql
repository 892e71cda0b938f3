CREATE TABLE "low_stock_digests" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"last_sent_on" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "low_stock_reported" (
	"organization_id" uuid NOT NULL,
	"stock_level_id" uuid NOT NULL,
	CONSTRAINT "low_stock_reported_organization_id_stock_level_id_pk" PRIMARY KEY("organization_id","stock_level_id")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "reorder_quantity" integer;--> statement-breakpoint
ALTER TABLE "general_settings" ADD COLUMN "low_stock_digest_hour" integer DEFAULT 8;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "low_stock_digest" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "low_stock_digests" ADD CONSTRAINT "low_stock_digests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "low_stock_reported" ADD CONSTRAINT "low_stock_reported_organization_id_stock_level_id_stock_levels_organization_id_id_fk" FOREIGN KEY ("organization_id","stock_level_id") REFERENCES "public"."stock_levels"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_org_reorder_level_idx" ON "products" USING btree ("organization_id","reorder_level");--> statement-breakpoint
CREATE INDEX "stock_levels_org_quantity_idx" ON "stock_levels" USING btree ("organization_id","quantity");