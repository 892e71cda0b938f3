ALTER TABLE "global_keys" DROP CONSTRAINT "global_keys_kind_ck";--> statement-breakpoint
ALTER TABLE "global_keys" ADD CONSTRAINT "global_keys_kind_ck" CHECK ("global_keys"."kind" in ('email', 'username', 'display_code', 'api_key'));--> statement-breakpoint
-- The keys already made: a request finds its key's organization here first (api-keys.repository.ts).
INSERT INTO "global_keys" ("kind", "key", "organization_id")
  SELECT 'api_key', "secret_hash", "organization_id" FROM "api_keys";
