ALTER TABLE "stored_value_entries" DROP CONSTRAINT "stored_value_entries_organization_id_organizations_id_fk";
--> statement-breakpoint
ALTER TABLE "stored_value_entries" DROP CONSTRAINT "stored_value_entries_organization_id_account_id_stored_value_accounts_organization_id_id_fk";
--> statement-breakpoint
ALTER TABLE "stored_value_entries" ADD CONSTRAINT "stored_value_entries_organization_id_account_id_stored_value_accounts_organization_id_id_fk" FOREIGN KEY ("organization_id","account_id") REFERENCES "public"."stored_value_accounts"("organization_id","id") ON DELETE cascade ON UPDATE no action;