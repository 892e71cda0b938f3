-- A stock move refuses a level it takes below zero inside its own statement, so a move and the
-- writes that go with it (a sale, its lines) can be one statement without BEGIN/COMMIT around
-- them: raising here aborts the statement and with it everything it wrote. PX409 carries the
-- move's position and figures as JSON in DETAIL; the API maps it to 409 INSUFFICIENT_STOCK.
CREATE FUNCTION stock_shortfall(ord int, available int, requested int) RETURNS int
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Insufficient stock: % available, % requested', available, requested
    USING ERRCODE = 'PX409',
          DETAIL = json_build_object('ord', ord, 'available', available, 'requested', requested)::text;
END $$;
