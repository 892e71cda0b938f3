import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler.js';

/**
 * What the one error handler answers for database failures no service turned into its own
 * refusal, with the errors a real database raises.
 */
describe('error handler: a write that collided with a concurrent one', () => {
  const db = new PGlite('memory://');
  const app = Fastify();

  beforeAll(async () => {
    await db.exec('create table taken (code text primary key)');
    await db.query("insert into taken values ('A')");
    registerErrorHandler(app);
    app.post('/take', async () => {
      await db.query("insert into taken values ('A')");
      return { ok: true };
    });
    app.post('/divide', async () => {
      await db.query('select 1 / 0');
      return { ok: true };
    });
    app.post('/serialization', async () => {
      await db.exec(
        "do $$ begin raise exception 'could not serialize' using errcode = '40001'; end $$",
      );
      return { ok: true };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('answers a unique value taken meanwhile with 409 CONFLICT, and writes nothing', async () => {
    const res = await app.inject({ method: 'POST', url: '/take' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Another request saved the same value at the same moment. Reload and try again.',
      code: 'CONFLICT',
    });
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from taken');
    expect(rows[0]?.n).toBe(1);
  });

  it('answers a transaction given up for another (serialization, deadlock) with 409', async () => {
    const res = await app.inject({ method: 'POST', url: '/serialization' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CONFLICT');
  });

  it('still answers any other database failure with 500, saying nothing of it', async () => {
    const res = await app.inject({ method: 'POST', url: '/divide' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal server error', code: 'INTERNAL' });
  });
});
