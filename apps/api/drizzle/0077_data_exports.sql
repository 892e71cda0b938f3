CREATE TABLE "data_exports" (
	"organization_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"requested_by" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"token_hash" text,
	"expires_at" timestamp with time zone,
	"size_bytes" bigint,
	"error" text,
	CONSTRAINT "data_exports_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "data_exports_status_ck" CHECK ("data_exports"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_organization_id_requested_by_users_organization_id_id_fk" FOREIGN KEY ("organization_id","requested_by") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "data_exports_token_hash_uq" ON "data_exports" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "data_exports_org_created_idx" ON "data_exports" USING btree ("organization_id","created_at");