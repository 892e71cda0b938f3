-- Written by `npm run db:functions` from the sources of the database functions and
-- triggers (apps/api/src/modules/*/*.functions.sql; docs/ARCHITECTURE.md, "Database
-- functions"). Edit the sources, not this file.
-- function uuid_v7_micros(): modules/inventory/inventory.functions.sql
-- A UUID version 7 whose 12 bits after the millisecond hold the sub-millisecond part of the
-- database clock (RFC 9562 §6.2, method 3): ids made one after another sort in that order.
-- Ledger rows (inventory_log's default) take theirs when written, after their stock level is
-- locked; stock counts and purchase orders use it for their ids too. PL/pgSQL, not SQL: a SQL
-- function that is not inlined is planned again in every transaction that calls it (0.045 ms a
-- statement, every sale's ledger rows paying it), a PL/pgSQL one once a session (0.014 ms;
-- docs/benchmarks/webhooks.md).
CREATE OR REPLACE FUNCTION uuid_v7_micros() RETURNS uuid LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  us bigint := floor(extract(epoch from clock_timestamp()) * 1000000)::bigint;
BEGIN
  RETURN encode(
    set_byte(set_byte(
      overlay(uuid_send(gen_random_uuid()) placing substring(int8send(us / 1000) from 3) from 1 for 6),
      6, 112 | (((us % 1000) * 4096 / 1000)::int >> 8)),
      7, ((us % 1000) * 4096 / 1000)::int & 255),
    'hex')::uuid;
END $$;
