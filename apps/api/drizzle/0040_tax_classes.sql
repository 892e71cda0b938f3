CREATE TABLE "tax_classes" (
	"organization_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"taxes" jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_classes_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
ALTER TABLE "product_variations" ADD COLUMN "tax_class_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tax_class_id" uuid;--> statement-breakpoint
ALTER TABLE "sale_returns" ADD COLUMN "rounding" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "transaction_items" ADD COLUMN "taxes" jsonb;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "prices_include_tax" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "rounding" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "general_settings" ADD COLUMN "prices_include_tax" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "general_settings" ADD COLUMN "cash_rounding_increment" numeric(4, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "general_settings" ADD COLUMN "cash_rounding_mode" text DEFAULT 'nearest' NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_classes" ADD CONSTRAINT "tax_classes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_classes_org_name_uq" ON "tax_classes" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "tax_classes_org_default_uq" ON "tax_classes" USING btree ("organization_id") WHERE "tax_classes"."is_default";--> statement-breakpoint
ALTER TABLE "product_variations" ADD CONSTRAINT "product_variations_organization_id_tax_class_id_tax_classes_organization_id_id_fk" FOREIGN KEY ("organization_id","tax_class_id") REFERENCES "public"."tax_classes"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_organization_id_tax_class_id_tax_classes_organization_id_id_fk" FOREIGN KEY ("organization_id","tax_class_id") REFERENCES "public"."tax_classes"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "general_settings" ADD CONSTRAINT "general_settings_cash_rounding_ck" CHECK ("general_settings"."cash_rounding_increment" in (0, 0.05, 0.10, 0.25, 0.50, 1) and "general_settings"."cash_rounding_mode" in ('nearest', 'down'));--> statement-breakpoint
-- Each organization's one list of taxes becomes its default class, "Standard" (docs/DESIGN.md,
-- "Money"); general settings answer the default class's taxes from now on.
INSERT INTO "tax_classes" ("organization_id", "id", "name", "taxes", "is_default")
SELECT "organization_id", gen_random_uuid(), 'Standard', "taxes", true FROM "general_settings";--> statement-breakpoint
ALTER TABLE "general_settings" DROP COLUMN "taxes";
