-- The inventory module's database functions: the stock ledger's ids and the refusal of a stock
-- move (docs/ARCHITECTURE.md, "Database functions").

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

-- A stock move refuses a level it takes below zero inside its own statement, so a move and the
-- writes that go with it (a sale, its lines) can be one statement without BEGIN/COMMIT around
-- them: raising here aborts the statement and with it everything it wrote
-- (stock.repository.ts, shortfallCheck). PX409 carries the move's position and figures as JSON
-- in DETAIL; the API maps it to 409 INSUFFICIENT_STOCK (apps/api/src/lib/db-errors.ts).
CREATE OR REPLACE FUNCTION stock_shortfall(ord int, available numeric, requested numeric)
RETURNS numeric LANGUAGE plpgsql AS $$
BEGIN
  -- trim_scale: quantities are numeric(14,3) (weighed goods); whole units read "2", not "2.000".
  RAISE EXCEPTION 'Insufficient stock: % available, % requested', trim_scale(available), trim_scale(requested)
    USING ERRCODE = 'PX409',
          DETAIL = json_build_object('ord', ord, 'available', trim_scale(available),
                                     'requested', trim_scale(requested))::text;
END $$;
