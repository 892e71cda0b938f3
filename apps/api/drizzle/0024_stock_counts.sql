CREATE TABLE "stock_count_counters" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_count_lines" (
	"organization_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"stock_count_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"variation_id" uuid,
	"expected" integer NOT NULL,
	"counted" integer,
	"counted_at" timestamp with time zone,
	"difference" integer,
	"unit_cost" numeric(14, 4),
	CONSTRAINT "stock_count_lines_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "stock_count_lines_counted" CHECK ("stock_count_lines"."counted" is null or "stock_count_lines"."counted" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_counts" (
	"organization_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"number" integer NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"store_id" uuid,
	"warehouse_id" uuid,
	"category_id" uuid,
	"zero_uncounted" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"posted_by" uuid,
	"posted_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_counts_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "stock_counts_one_location" CHECK (("stock_counts"."store_id" is null) <> ("stock_counts"."warehouse_id" is null))
);
--> statement-breakpoint
ALTER TABLE "stock_count_counters" ADD CONSTRAINT "stock_count_counters_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_organization_id_stock_count_id_stock_counts_organization_id_id_fk" FOREIGN KEY ("organization_id","stock_count_id") REFERENCES "public"."stock_counts"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_organization_id_product_id_products_organization_id_id_fk" FOREIGN KEY ("organization_id","product_id") REFERENCES "public"."products"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_organization_id_variation_id_product_variations_organization_id_id_fk" FOREIGN KEY ("organization_id","variation_id") REFERENCES "public"."product_variations"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_organization_id_store_id_stores_organization_id_id_fk" FOREIGN KEY ("organization_id","store_id") REFERENCES "public"."stores"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_organization_id_warehouse_id_warehouses_organization_id_id_fk" FOREIGN KEY ("organization_id","warehouse_id") REFERENCES "public"."warehouses"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_organization_id_created_by_users_organization_id_id_fk" FOREIGN KEY ("organization_id","created_by") REFERENCES "public"."users"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_organization_id_posted_by_users_organization_id_id_fk" FOREIGN KEY ("organization_id","posted_by") REFERENCES "public"."users"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_count_lines_item_uq" ON "stock_count_lines" USING btree ("organization_id","stock_count_id","product_id",coalesce("variation_id", '00000000-0000-0000-0000-000000000000'::uuid));--> statement-breakpoint
CREATE INDEX "stock_count_lines_product_idx" ON "stock_count_lines" USING btree ("organization_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_counts_org_number_uq" ON "stock_counts" USING btree ("organization_id","number");--> statement-breakpoint
CREATE INDEX "stock_counts_org_created_idx" ON "stock_counts" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_product_idx" ON "purchase_order_lines" USING btree ("organization_id","product_id");