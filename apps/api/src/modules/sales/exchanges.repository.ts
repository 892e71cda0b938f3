import type { RefundMethod } from '@pos/contracts/sales';
import { sql } from 'drizzle-orm';
import { type Executor, queryRowsPrepared } from '../../db/client.js';

/** An exchange's row as the API reads it. */
export interface ExchangeRow {
  id: string;
  document_number: number;
  transaction_id: string;
  return_id: string;
  sale_id: string;
  net: string;
  refund_method: RefundMethod | null;
  request_hash: string | null;
  created_at: Date | string;
}

const columns = sql`id, document_number, transaction_id, return_id, sale_id, net::text,
  refund_method, request_hash, created_at`;

export interface ExchangeRecord {
  id: string;
  transactionId: string;
  returnId: string;
  saleId: string;
  net: string;
  refundMethod: RefundMethod | null;
  storeId: string | null;
  userId: string;
  idempotencyKey: string | null;
  requestHash: string | null;
  /** When an offline register made it; null: now. */
  createdAt: Date | null;
}

/**
 * Writes the exchange with its number, taken from the organization's exchange-number row in the
 * same statement — the last thing an exchange locks (its return and new sale are written), so
 * no exchange waits for that row holding what another needs.
 */
export async function recordExchange(ex: Executor, organizationId: string, x: ExchangeRecord) {
  const [row] = await queryRowsPrepared<ExchangeRow>(
    ex,
    sql`with number as (
          insert into document_counters as c (organization_id, series, last_number)
          values (${organizationId}, 'exchange', 1)
          on conflict (organization_id, series) do update set last_number = c.last_number + 1
          returning last_number)
        insert into exchanges (organization_id, id, document_number, transaction_id, return_id,
          sale_id, net, refund_method, store_id, user_id, idempotency_key, request_hash, created_at)
        select ${organizationId}, ${x.id}, number.last_number, ${x.transactionId}, ${x.returnId},
          ${x.saleId}, ${x.net}, ${x.refundMethod}, ${x.storeId}::uuid, ${x.userId},
          ${x.idempotencyKey}, ${x.requestHash},
          coalesce(${x.createdAt?.toISOString() ?? null}::timestamptz, now())
        from number
        returning ${columns}`,
  );
  if (!row) throw new Error('the exchange statement answered nothing');
  return row;
}

/** One exchange, by its id or by the Idempotency-Key that made it. */
export async function findExchange(
  ex: Executor,
  organizationId: string,
  where: { id: string } | { idempotencyKey: string },
) {
  const [row] = await queryRowsPrepared<ExchangeRow>(
    ex,
    sql`select ${columns} from exchanges
        where organization_id = ${organizationId}
          and ${'id' in where ? sql`id = ${where.id}` : sql`idempotency_key = ${where.idempotencyKey}`}`,
  );
  return row ?? null;
}
