CREATE TABLE "document_counters" (
	"organization_id" uuid NOT NULL,
	"series" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_counters_organization_id_series_pk" PRIMARY KEY("organization_id","series"),
	CONSTRAINT "document_counters_series" CHECK ("document_counters"."series" in ('sale', 'return'))
);
--> statement-breakpoint
ALTER TABLE "document_counters" ADD CONSTRAINT "document_counters_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The numbers go on from where each organization's counters are: no number is given twice.
INSERT INTO "document_counters" ("organization_id", "series", "last_number")
SELECT "organization_id", 'sale', "last_sale_number" FROM "sales_counters" WHERE "last_sale_number" > 0
UNION ALL
SELECT "organization_id", 'return', "last_return_number" FROM "sales_counters" WHERE "last_return_number" > 0;--> statement-breakpoint
ALTER TABLE "sales_counters" DROP COLUMN "last_sale_number";--> statement-breakpoint
ALTER TABLE "sales_counters" DROP COLUMN "last_return_number";