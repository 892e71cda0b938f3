CREATE TABLE "global_keys" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"organization_id" uuid NOT NULL,
	CONSTRAINT "global_keys_kind_key_pk" PRIMARY KEY("kind","key"),
	CONSTRAINT "global_keys_kind_ck" CHECK ("global_keys"."kind" in ('email', 'username', 'display_code'))
);
--> statement-breakpoint
DROP INDEX "customer_displays_code_uq";--> statement-breakpoint
DROP INDEX "users_email_lower_uq";--> statement-breakpoint
DROP INDEX "users_username_lower_uq";--> statement-breakpoint
ALTER TABLE "global_keys" ADD CONSTRAINT "global_keys_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_displays_code_idx" ON "customer_displays" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
-- The names already taken (unique until now, so none meet), before the triggers keep them.
INSERT INTO "global_keys" ("kind", "key", "organization_id")
  SELECT 'email', lower("email"), "organization_id" FROM "users" WHERE "email" IS NOT NULL
  UNION ALL
  SELECT 'username', lower("username"), "organization_id" FROM "users" WHERE "username" IS NOT NULL
  UNION ALL
  SELECT 'display_code', "code_hash", "organization_id" FROM "customer_displays";
