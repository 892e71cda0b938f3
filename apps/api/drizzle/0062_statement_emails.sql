CREATE TABLE "statement_emails" (
	"organization_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"day" date NOT NULL,
	"sent" integer NOT NULL,
	CONSTRAINT "statement_emails_organization_id_customer_id_day_pk" PRIMARY KEY("organization_id","customer_id","day")
);
--> statement-breakpoint
ALTER TABLE "statement_emails" ADD CONSTRAINT "statement_emails_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_emails" ADD CONSTRAINT "statement_emails_organization_id_customer_id_customers_organization_id_id_fk" FOREIGN KEY ("organization_id","customer_id") REFERENCES "public"."customers"("organization_id","id") ON DELETE cascade ON UPDATE no action;