CREATE TABLE "promotions" (
	"organization_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"product_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"category_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"percent" numeric(5, 2),
	"amount" numeric(12, 2),
	"buy_quantity" integer,
	"get_quantity" integer,
	"get_percent" numeric(5, 2),
	"bundle_quantity" integer,
	"bundle_price" numeric(12, 2),
	"coupon_code" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"store_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "promotions_kind_ck" CHECK ("promotions"."kind" in ('percent_off', 'amount_off', 'buy_x_get_y', 'multibuy')),
	CONSTRAINT "promotions_percent_off_ck" CHECK (case when "promotions"."kind" = 'percent_off'
        then coalesce("promotions"."percent" > 0 and "promotions"."percent" <= 100, false) else "promotions"."percent" is null end),
	CONSTRAINT "promotions_amount_off_ck" CHECK (case when "promotions"."kind" = 'amount_off' then coalesce("promotions"."amount" > 0, false) else "promotions"."amount" is null end),
	CONSTRAINT "promotions_buy_x_get_y_ck" CHECK (case when "promotions"."kind" = 'buy_x_get_y'
        then coalesce("promotions"."buy_quantity" between 1 and 1000 and "promotions"."get_quantity" between 1 and 1000
          and "promotions"."get_percent" between 1 and 100, false)
        else num_nonnulls("promotions"."buy_quantity", "promotions"."get_quantity", "promotions"."get_percent") = 0 end),
	CONSTRAINT "promotions_multibuy_ck" CHECK (case when "promotions"."kind" = 'multibuy'
        then coalesce("promotions"."bundle_quantity" between 2 and 1000 and "promotions"."bundle_price" >= 0, false)
        else num_nonnulls("promotions"."bundle_quantity", "promotions"."bundle_price") = 0 end),
	CONSTRAINT "promotions_coupon_code_ck" CHECK ("promotions"."coupon_code" = upper("promotions"."coupon_code") and length("promotions"."coupon_code") between 3 and 40),
	CONSTRAINT "promotions_window_ck" CHECK ("promotions"."ends_at" > "promotions"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_org_coupon_uq" ON "promotions" USING btree ("organization_id",upper("coupon_code")) WHERE "promotions"."coupon_code" is not null;