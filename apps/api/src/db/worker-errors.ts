import type pg from 'pg';

/** What a notice carries that matters here (pg's NoticeMessage). */
type Notice = { severity?: string; code?: string; message?: string; detail?: string };

/** The COMMIT Citus fails when a worker's transaction failed to commit. */
const COMMIT_FAILED = /^could not commit transaction/;

/**
 * A Citus worker's error at COMMIT, given back its own SQLSTATE (docs/guide/running.md, "Citus").
 * A deferred check that fails on the worker when a transaction that wrote on that one worker
 * commits — a key checked at the COMMIT, a sale's credit or shift (sales.functions.sql) —
 * reaches the client first as a WARNING carrying the worker's SQLSTATE and message, then as the
 * COMMIT's own error, `XX000` "could not commit transaction …" (Citus's remote_transaction.c and
 * placement_connection.c). Each pooled connection keeps the last such warning of its statement,
 * and a failed COMMIT is answered as the worker's error (its `cause`, the COMMIT's): the API then
 * answers as on PostgreSQL, not 500. A transaction that wrote on several workers commits in two
 * phases, where the error arrives whole at the PREPARE; PostgreSQL raises it at the COMMIT.
 */
export function relayWorkerErrors(client: pg.PoolClient) {
  let relayed: Notice | undefined;
  client.on('notice', (notice: Notice) => {
    // A warning's own class is 01; an error relayed as a warning keeps its error's class.
    if (notice.severity === 'WARNING' && notice.code && !notice.code.startsWith('01')) {
      relayed = notice;
    }
  });
  const asWorkers = (err: unknown) => {
    const failed = err as { code?: string; message?: string };
    if (!relayed || failed?.code !== 'XX000' || !COMMIT_FAILED.test(failed.message ?? '')) {
      return err;
    }
    return Object.assign(new Error(relayed.message), {
      code: relayed.code,
      detail: relayed.detail,
      severity: 'ERROR',
      cause: err,
    });
  };
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    relayed = undefined;
    const last = args.at(-1);
    if (typeof last === 'function') {
      return query(...args.slice(0, -1), (err: unknown, result: unknown) =>
        last(err ? asWorkers(err) : err, result),
      );
    }
    const result = query(...args);
    return result instanceof Promise
      ? result.catch((err) => {
          throw asWorkers(err);
        })
      : result;
  }) as typeof client.query;
}
