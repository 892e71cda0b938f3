CREATE TABLE "product_images" (
	"organization_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"variation_id" uuid,
	"url" text NOT NULL,
	"name" text,
	"is_primary" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_images_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "product_variations" (
	"organization_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"attribute_combination" jsonb NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"sku" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variations_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"organization_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sku" text,
	"price" numeric(12, 2) NOT NULL,
	"category_id" uuid,
	"configurable_attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"manufacturer_id" uuid,
	"supplier_id" uuid,
	"marketer_id" uuid,
	"reorder_level" integer DEFAULT 20 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "inventory_log" (
	"organization_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"variation_id" uuid,
	"store_id" uuid,
	"warehouse_id" uuid,
	"type" text NOT NULL,
	"quantity_changed" integer NOT NULL,
	"stock_before" integer NOT NULL,
	"stock_after" integer NOT NULL,
	"user_id" uuid,
	"remarks" text,
	"reference" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_log_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "inventory_log_adds_up" CHECK ("inventory_log"."stock_after" = "inventory_log"."stock_before" + "inventory_log"."quantity_changed")
);
--> statement-breakpoint
CREATE TABLE "stock_levels" (
	"organization_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"variation_id" uuid,
	"store_id" uuid,
	"warehouse_id" uuid,
	"quantity" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_levels_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "stock_levels_one_location" CHECK (("stock_levels"."store_id" is null) <> ("stock_levels"."warehouse_id" is null))
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"organization_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"location" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouses_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_organization_id_product_id_products_organization_id_id_fk" FOREIGN KEY ("organization_id","product_id") REFERENCES "public"."products"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_organization_id_variation_id_product_variations_organization_id_id_fk" FOREIGN KEY ("organization_id","variation_id") REFERENCES "public"."product_variations"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variations" ADD CONSTRAINT "product_variations_organization_id_product_id_products_organization_id_id_fk" FOREIGN KEY ("organization_id","product_id") REFERENCES "public"."products"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_organization_id_category_id_categories_organization_id_id_fk" FOREIGN KEY ("organization_id","category_id") REFERENCES "public"."categories"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_organization_id_manufacturer_id_manufacturers_organization_id_id_fk" FOREIGN KEY ("organization_id","manufacturer_id") REFERENCES "public"."manufacturers"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_organization_id_supplier_id_suppliers_organization_id_id_fk" FOREIGN KEY ("organization_id","supplier_id") REFERENCES "public"."suppliers"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_organization_id_marketer_id_marketers_organization_id_id_fk" FOREIGN KEY ("organization_id","marketer_id") REFERENCES "public"."marketers"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_log" ADD CONSTRAINT "inventory_log_organization_id_product_id_products_organization_id_id_fk" FOREIGN KEY ("organization_id","product_id") REFERENCES "public"."products"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_log" ADD CONSTRAINT "inventory_log_organization_id_variation_id_product_variations_organization_id_id_fk" FOREIGN KEY ("organization_id","variation_id") REFERENCES "public"."product_variations"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_log" ADD CONSTRAINT "inventory_log_organization_id_store_id_stores_organization_id_id_fk" FOREIGN KEY ("organization_id","store_id") REFERENCES "public"."stores"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_log" ADD CONSTRAINT "inventory_log_organization_id_warehouse_id_warehouses_organization_id_id_fk" FOREIGN KEY ("organization_id","warehouse_id") REFERENCES "public"."warehouses"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_log" ADD CONSTRAINT "inventory_log_organization_id_user_id_users_organization_id_id_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_organization_id_product_id_products_organization_id_id_fk" FOREIGN KEY ("organization_id","product_id") REFERENCES "public"."products"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_organization_id_variation_id_product_variations_organization_id_id_fk" FOREIGN KEY ("organization_id","variation_id") REFERENCES "public"."product_variations"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_organization_id_store_id_stores_organization_id_id_fk" FOREIGN KEY ("organization_id","store_id") REFERENCES "public"."stores"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_organization_id_warehouse_id_warehouses_organization_id_id_fk" FOREIGN KEY ("organization_id","warehouse_id") REFERENCES "public"."warehouses"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("organization_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_images_one_primary_uq" ON "product_images" USING btree ("organization_id","product_id",coalesce("variation_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "product_images"."is_primary";--> statement-breakpoint
CREATE UNIQUE INDEX "product_variations_org_sku_uq" ON "product_variations" USING btree ("organization_id",lower("sku")) WHERE "product_variations"."sku" is not null;--> statement-breakpoint
CREATE INDEX "product_variations_product_idx" ON "product_variations" USING btree ("organization_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_org_sku_uq" ON "products" USING btree ("organization_id",lower("sku")) WHERE "products"."sku" is not null and "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_org_created_idx" ON "products" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "products_org_name_idx" ON "products" USING btree ("organization_id","name","id");--> statement-breakpoint
CREATE INDEX "products_org_price_idx" ON "products" USING btree ("organization_id","price","id");--> statement-breakpoint
CREATE INDEX "products_org_category_idx" ON "products" USING btree ("organization_id","category_id");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("organization_id","name" gin_trgm_ops,"sku" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inventory_log_org_created_idx" ON "inventory_log" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "inventory_log_product_idx" ON "inventory_log" USING btree ("organization_id","product_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_levels_item_location_uq" ON "stock_levels" USING btree ("organization_id","product_id",coalesce("variation_id", '00000000-0000-0000-0000-000000000000'::uuid),coalesce("store_id", '00000000-0000-0000-0000-000000000000'::uuid),coalesce("warehouse_id", '00000000-0000-0000-0000-000000000000'::uuid));