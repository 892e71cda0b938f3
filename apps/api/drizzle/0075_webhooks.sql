CREATE TABLE "integration_events" (
	"organization_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"subjects" jsonb,
	"tx" bigint DEFAULT txid_current() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fanned_out" boolean DEFAULT false NOT NULL,
	"payload" text,
	CONSTRAINT "integration_events_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"organization_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_attempt_at" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"leased_until" timestamp with time zone,
	"response_code" integer,
	"duration_ms" integer,
	"error" text,
	"response_snippet" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deliveries_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"organization_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"url" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"events" text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"secret_sealed" text NOT NULL,
	"created_by" uuid,
	"failing_since" timestamp with time zone,
	"disabled_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_endpoints_organization_id_id_pk" PRIMARY KEY("organization_id","id")
);
--> statement-breakpoint
ALTER TABLE "integration_events" ADD CONSTRAINT "integration_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_organization_id_event_id_integration_events_organization_id_id_fk" FOREIGN KEY ("organization_id","event_id") REFERENCES "public"."integration_events"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "integration_events_per_tx_uq" ON "integration_events" USING btree ("organization_id","type","subject_id","tx") WHERE "integration_events"."type" not in ('sale.completed', 'sale.returned', 'stock.changed');--> statement-breakpoint
CREATE INDEX "integration_events_fan_out_idx" ON "integration_events" USING btree ("created_at") WHERE not "integration_events"."fanned_out";--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "webhook_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("organization_id","endpoint_id","created_at","id");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_org_created_idx" ON "webhook_endpoints" USING btree ("organization_id","created_at","id");