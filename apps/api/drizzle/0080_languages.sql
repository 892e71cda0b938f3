ALTER TABLE "general_settings" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "general_settings" ADD CONSTRAINT "general_settings_language_ck" CHECK ("general_settings"."language" in ('en', 'es', 'hi'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_ck" CHECK ("users"."language" in ('en', 'es', 'hi'));