import type { TAccountAllocation } from '@pos/contracts/customer-accounts';
import type { PaymentMethod } from '@pos/contracts/sales';
import { sql } from 'drizzle-orm';
import { type Executor, queryRowsPrepared } from '../../db/client.js';
import { stores } from '../inventory/stores.tables.js';
import { generalSettings } from '../settings/settings.tables.js';
import { accountPayments } from './sales.tables.js';

/** What a payment on account reads before it is taken: its key's earlier payment, the till. */
export interface AccountPaymentContext {
  earlier: { id: string; request_hash: string | null } | null;
  store: { id: string; name: string; is_active: boolean } | null;
  open_shift_id: string | null;
  require_open_shift: boolean | null;
}

/**
 * In one statement: the earlier payment of the Idempotency-Key, the store (the one named or the
 * default), the cashier's open shift there, and whether the shop takes money only in a shift.
 */
export async function paymentContext(
  ex: Executor,
  organizationId: string,
  ask: { userId: string; storeId: string | null; idempotencyKey: string | null },
) {
  const store = ask.storeId ? sql`st.id = ${ask.storeId}::uuid` : sql`st.is_default`;
  const [row] = await queryRowsPrepared<AccountPaymentContext>(
    ex,
    sql`select
          ${
            ask.idempotencyKey
              ? sql`(select json_build_object('id', id, 'request_hash', request_hash) from ${accountPayments}
                  where organization_id = ${organizationId} and idempotency_key = ${ask.idempotencyKey})`
              : sql`null::json`
          } as earlier,
          (select json_build_object('id', st.id, 'name', st.name, 'is_active', st.is_active)
            from ${stores} st where st.organization_id = ${organizationId} and ${store}) as store,
          (select sh.id from shifts sh
            join ${stores} st on st.organization_id = sh.organization_id and st.id = sh.store_id
            where sh.organization_id = ${organizationId} and sh.user_id = ${ask.userId}
              and sh.status = 'open' and ${store}) as open_shift_id,
          (select g.require_open_shift from ${generalSettings} g
            where g.organization_id = ${organizationId}) as require_open_shift`,
  );
  if (!row) throw new Error('the payment context answered no row');
  return row;
}

/** A payment on account as written. */
export interface AccountPaymentRecord {
  id: string;
  customerId: string;
  method: PaymentMethod;
  tendered: string;
  amount: string;
  change: string;
  storeId: string;
  shiftId: string | null;
  userId: string;
  allocations: TAccountAllocation[];
  idempotencyKey: string | null;
  requestHash: string | null;
}

export async function insertAccountPayment(
  ex: Executor,
  organizationId: string,
  p: AccountPaymentRecord,
) {
  const [row] = await ex
    .insert(accountPayments)
    .values({ organizationId, ...p })
    .returning({ createdAt: accountPayments.createdAt });
  if (!row) throw new Error('account payment insert returned nothing');
  return row.createdAt;
}

/** A payment on account as the API answers it, with the balance its ledger row left. */
export interface AccountPaymentRow {
  id: string;
  customer_id: string;
  method: PaymentMethod;
  tendered: string;
  amount: string;
  change: string;
  shift_id: string | null;
  allocations: TAccountAllocation[];
  created_at: string | Date;
  balance_after: string;
}

export async function findAccountPayment(ex: Executor, organizationId: string, id: string) {
  const [row] = await queryRowsPrepared<AccountPaymentRow>(
    ex,
    sql`select p.id, p.customer_id, p.method, p.tendered::text, p.amount::text, p.change::text,
          p.shift_id, p.allocations, p.created_at, e.balance_after::text
        from ${accountPayments} p
        join stored_value_entries e on e.organization_id = p.organization_id and e.id = p.id
        where p.organization_id = ${organizationId} and p.id = ${id}`,
  );
  return row ?? null;
}
