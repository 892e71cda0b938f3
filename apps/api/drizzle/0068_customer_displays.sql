CREATE TABLE "customer_display_states" (
	"organization_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"state" jsonb NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_display_states_organization_id_device_id_pk" PRIMARY KEY("organization_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "customer_displays" (
	"organization_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"created_by" uuid,
	"code_hash" text NOT NULL,
	"code_expires_at" timestamp with time zone NOT NULL,
	"token_hash" text,
	"paired_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_displays_organization_id_id_pk" PRIMARY KEY("organization_id","id"),
	CONSTRAINT "customer_displays_paired_ck" CHECK (("customer_displays"."token_hash" is null) = ("customer_displays"."paired_at" is null) and ("customer_displays"."paired_at" is null) = ("customer_displays"."expires_at" is null))
);
--> statement-breakpoint
ALTER TABLE "customer_display_states" ADD CONSTRAINT "customer_display_states_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_displays" ADD CONSTRAINT "customer_displays_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_displays_code_uq" ON "customer_displays" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_displays_token_uq" ON "customer_displays" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "customer_displays_device_idx" ON "customer_displays" USING btree ("organization_id","device_id");