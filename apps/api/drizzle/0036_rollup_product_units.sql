CREATE TABLE "rollup_product_units" (
	"organization_id" uuid NOT NULL,
	"generation" smallint NOT NULL,
	"product_id" uuid NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rollup_product_units_organization_id_generation_product_id_pk" PRIMARY KEY("organization_id","generation","product_id")
);
--> statement-breakpoint
ALTER TABLE "rollup_product_units" ADD CONSTRAINT "rollup_product_units_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rollup_product_units_top_idx" ON "rollup_product_units" USING btree ("organization_id","generation","units","product_id");--> statement-breakpoint
CREATE INDEX "sale_returns_org_date_idx" ON "sale_returns" USING btree ("organization_id","created_at");--> statement-breakpoint
-- The units of every generation so far, from its year rows of all stores (every sale and return
-- folded into them); rollup_apply keeps them from here on.
INSERT INTO "rollup_product_units" ("organization_id", "generation", "product_id", "units")
SELECT "organization_id", "generation", "product_id", sum("units")::int
FROM "rollup_products"
WHERE "grain" = 'year' AND "store_id" = '00000000-0000-0000-0000-000000000000'
  AND "product_id" IS NOT NULL
GROUP BY 1, 2, 3;
