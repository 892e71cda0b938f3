import { pointsValueCents } from '@pos/contracts/loyalty';
import type { TReportMeta, TStoredValueReport } from '@pos/contracts/sales-reports';
import {
  BALANCE_SIDES,
  type BalanceSide,
  STORED_VALUE_REPORT_KINDS,
  type TLiabilitiesQuery,
  type TLiabilitiesResponse,
  type TStoredValueFigures,
  type TStoredValueReportRow,
} from '@pos/contracts/stored-value-report';
import type { Executor } from '../../db/client.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { rollupView } from '../rollups/rollups.service.js';
import { generalSettingsOf } from '../settings/settings.service.js';
import { todayIn } from './report-days.js';
import * as repo from './stored-value-report.repository.js';

/*
 * Stored value in the books (docs/DESIGN.md, "Stored value"; docs/guide/stored-value.md,
 * "Liabilities and the report"): per kind of STORED_VALUE_REPORT_KINDS, from the ledger, days in
 * the zone the sales reports use.
 */

const money = (cents: string | number) => Number(cents) / 100;

const ZERO: TStoredValueFigures = {
  opening: 0,
  issued: 0,
  redeemed: 0,
  adjustedDown: 0,
  expired: 0,
  closing: 0,
  outstanding: 0,
  accounts: 0,
  expiredUnspent: 0,
  expiredAccounts: 0,
};

const KINDS = STORED_VALUE_REPORT_KINDS.map((k) => k.kind);

const AMOUNTS = [
  'opening',
  'issued',
  'redeemed',
  'adjusted_down',
  'expired',
  'closing',
  'expired_unspent',
] as const;

/** A points kind's sums (hundredths of a point) as money in cents, at `redeemValue` a point. */
const valued = (r: repo.StoredValueSums, redeemValue: number): repo.StoredValueSums => ({
  ...r,
  ...Object.fromEntries(
    AMOUNTS.map((k) => [k, String(pointsValueCents(Number(r[k]) / 100, redeemValue))]),
  ),
});

/**
 * Each kind's figures from the first day's start to the last day's end, every kind listed;
 * points valued at what one pays today (general settings' `loyalty.redeemValue`).
 */
async function figuresOf(db: Executor, scope: repo.LedgerScope): Promise<TStoredValueReportRow[]> {
  const [sums, settings] = await Promise.all([
    repo.storedValueSums(db, scope, KINDS),
    generalSettingsOf(db, scope.org),
  ]);
  const rows = new Map(sums.map((r) => [r.kind, r]));
  return STORED_VALUE_REPORT_KINDS.map(({ kind, label, side }) => {
    const counted = rows.get(kind);
    const r =
      counted && kind === 'points' ? valued(counted, settings.loyalty.redeemValue) : counted;
    const figures: TStoredValueFigures = r
      ? {
          opening: money(r.opening),
          issued: money(r.issued),
          redeemed: money(r.redeemed),
          adjustedDown: money(r.adjusted_down),
          expired: money(r.expired),
          closing: money(r.closing),
          outstanding: money(r.closing),
          accounts: Number(r.accounts),
          expiredUnspent: money(r.expired_unspent),
          expiredAccounts: Number(r.expired_accounts),
        }
      : ZERO;
    return { kind, label, side, ...figures };
  });
}

/** A side's rows added up, in cents so that the sum is exact. */
function sideTotals(rows: readonly TStoredValueReportRow[], side: BalanceSide) {
  const mine = rows.filter((r) => r.side === side);
  const sum = (k: keyof TStoredValueFigures) =>
    mine.reduce((a, r) => a + Math.round(r[k] * 100), 0) / 100;
  const out = { ...ZERO };
  for (const k of Object.keys(ZERO) as (keyof TStoredValueFigures)[]) out[k] = sum(k);
  return out;
}

/** The stored-value report of the sales reports' prepared range (it reads no store). */
export async function storedValueReport(
  db: Executor,
  meta: TReportMeta,
  org: string,
): Promise<TStoredValueReport> {
  const data = await figuresOf(db, { org, from: meta.from, to: meta.to, tz: meta.timeZone });
  const [liability, receivable] = BALANCE_SIDES.map((side) => sideTotals(data, side));
  return {
    ...meta,
    data,
    totals: { liability: liability ?? ZERO, receivable: receivable ?? ZERO },
  };
}

/** `GET /reports/stored-value/liabilities`: each kind's balances at the end of `at`. */
export async function liabilities(
  deps: AppDeps,
  caller: Caller,
  q: TLiabilitiesQuery,
): Promise<TLiabilitiesResponse> {
  const org = caller.organizationId;
  const { timeZone } = await rollupView(deps, org);
  const at = q.at ?? todayIn(timeZone);
  const rows = await figuresOf(await deps.reads.current(), { org, from: at, to: at, tz: timeZone });
  const data = rows.map(
    ({ kind, label, side, outstanding, accounts, expiredUnspent, expiredAccounts }) => ({
      kind,
      label,
      side,
      outstanding,
      accounts,
      expiredUnspent,
      expiredAccounts,
    }),
  );
  return {
    at,
    timeZone,
    data,
    totals: {
      liability: sideTotals(rows, 'liability').outstanding,
      receivable: sideTotals(rows, 'receivable').outstanding,
    },
  };
}

/** What the sales of a range took for gift cards sold (not revenue: the sales summary's own line). */
export async function giftCardsSold(
  db: Executor,
  scope: repo.LedgerScope & { storeId: string | null },
) {
  return money(await repo.giftCardsSold(db, scope));
}
