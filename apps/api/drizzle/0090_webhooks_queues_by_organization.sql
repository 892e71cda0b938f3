DROP INDEX "integration_events_fan_out_idx";--> statement-breakpoint
DROP INDEX "webhook_deliveries_due_idx";--> statement-breakpoint
CREATE INDEX "integration_events_fan_out_idx" ON "integration_events" USING btree ("organization_id","created_at") WHERE not "integration_events"."fanned_out";--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("organization_id","next_attempt_at") WHERE "webhook_deliveries"."status" = 'pending';