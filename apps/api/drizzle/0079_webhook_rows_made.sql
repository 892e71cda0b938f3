-- Written by `npm run db:functions` from the sources of the database functions and
-- triggers (apps/api/src/modules/*/*.functions.sql; docs/ARCHITECTURE.md, "Database
-- functions"). Edit the sources, not this file.
-- function webhook_rows_made(): modules/webhooks/webhooks.functions.sql
-- sale.returned, product.created, customer.created: the rows a statement made, each its event
-- (the type is the trigger's argument; every such trigger names its rows `new_rows`).
CREATE OR REPLACE FUNCTION webhook_rows_made() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM webhook_events_written(TG_ARGV[0], coalesce(jsonb_agg(jsonb_build_object(
      'organization_id', n.organization_id, 'subject_id', n.id)), '[]'::jsonb))
    FROM new_rows n;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- trigger sale_returns_webhook on sale_returns: modules/webhooks/webhooks.functions.sql
-- sale.returned: a return of a sale's items (an exchange's return too).
CREATE OR REPLACE TRIGGER sale_returns_webhook AFTER INSERT ON sale_returns
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION webhook_rows_made('sale.returned');
--> statement-breakpoint
-- trigger products_webhook_inserted on products: modules/webhooks/webhooks.functions.sql
CREATE OR REPLACE TRIGGER products_webhook_inserted AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION webhook_rows_made('product.created');
--> statement-breakpoint
-- trigger customers_webhook_inserted on customers: modules/webhooks/webhooks.functions.sql
CREATE OR REPLACE TRIGGER customers_webhook_inserted AFTER INSERT ON customers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION webhook_rows_made('customer.created');
--> statement-breakpoint
-- function webhook_customers_created(): no source any more
drop function if exists public.webhook_customers_created();
--> statement-breakpoint
-- function webhook_products_created(): no source any more
drop function if exists public.webhook_products_created();
--> statement-breakpoint
-- function webhook_returns_made(): no source any more
drop function if exists public.webhook_returns_made();
