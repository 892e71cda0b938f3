import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { raisedByFunction } from '../lib/db-errors.js';
import { relayWorkerErrors } from './worker-errors.js';

/**
 * What a Citus 13.2 coordinator sends for a COMMIT whose worker's deferred check failed, as read
 * with psql (VERBOSITY verbose) on this project's test cluster, 2026-12-03: the worker's error as
 * a WARNING with its SQLSTATE, Citus's own warning, then the COMMIT's error.
 */
const WORKER_WARNING = { severity: 'WARNING', code: 'PX402', message: 'No sale credits left' };
const CITUS_WARNING = {
  severity: 'WARNING',
  code: '01000',
  message: 'failed to commit transaction on 127.0.0.1:37811',
};
const COMMIT_ERROR = Object.assign(
  new Error('could not commit transaction for shard 102625 on at least one active node'),
  { code: 'XX000', severity: 'ERROR' },
);

/** A pooled connection that answers each query with `answer`, after the notices given. */
function connection(notices: object[], answer: Error | { rows: [] }) {
  const client = new EventEmitter() as EventEmitter & { query: (...args: unknown[]) => unknown };
  client.query = (...args: unknown[]) => {
    for (const n of notices) client.emit('notice', n);
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      setImmediate(() =>
        answer instanceof Error ? callback(answer, undefined) : callback(undefined, answer),
      );
      return undefined;
    }
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  };
  relayWorkerErrors(client as unknown as pg.PoolClient);
  return client;
}

describe("a Citus worker's error at COMMIT", () => {
  it("is answered as the worker's error, the COMMIT's as its cause", async () => {
    const client = connection([WORKER_WARNING, CITUS_WARNING], COMMIT_ERROR);
    const failed = await (client.query('commit') as Promise<unknown>).catch((e: unknown) => e);
    expect(failed).toMatchObject({ code: 'PX402', message: 'No sale credits left' });
    expect((failed as { cause: unknown }).cause).toBe(COMMIT_ERROR);
    expect(raisedByFunction(failed)).toBe('NO_CREDITS');
  });

  it('is relayed to a query given a callback too (the pool’s own queries)', async () => {
    const client = connection([WORKER_WARNING, CITUS_WARNING], COMMIT_ERROR);
    const failed = await new Promise((resolve) => client.query('commit', [], resolve));
    expect(failed).toMatchObject({ code: 'PX402' });
  });

  it('leaves every other error as it is, and a warning of an earlier statement forgotten', async () => {
    const other = Object.assign(new Error('could not connect'), { code: 'XX000' });
    const unrelated = connection([WORKER_WARNING], other);
    expect(await (unrelated.query('select 1') as Promise<unknown>).catch((e) => e)).toBe(other);
    // Only Citus's own warning during this COMMIT: nothing of the worker's to relay.
    const bare = connection([CITUS_WARNING], COMMIT_ERROR);
    expect(await (bare.query('commit') as Promise<unknown>).catch((e) => e)).toBe(COMMIT_ERROR);
  });

  it('changes nothing of a statement that succeeds', async () => {
    const client = connection([WORKER_WARNING], { rows: [] });
    await expect(client.query('select 1')).resolves.toEqual({ rows: [] });
  });
});
