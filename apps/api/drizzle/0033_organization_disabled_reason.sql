ALTER TABLE "organizations" ADD COLUMN "disabled_reason" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "disabled_at" timestamp with time zone;