import type { OutboxEntry } from './register-db';

/** The number the register printed on the entry's receipt ('' for a quick-added customer). */
export const receiptNumberOf = (e: OutboxEntry) => (e.kind === 'customer' ? '' : e.localNumber);

/** What the entry came to: a sale's total, an exchange's difference (null for a customer). */
export const entryAmount = (e: OutboxEntry) =>
  e.kind === 'sale' ? e.sale.totalAmount : e.kind === 'exchange' ? e.made.exchange.net : null;

const cell = (v: string | number | null | undefined) => {
  const s = v == null ? '' : String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

export const FAILED_CSV_COLUMNS = [
  'Kind',
  'Receipt no.',
  'Made at',
  'Total',
  'Status',
  'Error code',
  'Message',
  'Idempotency-Key',
  'Body',
] as const;

/**
 * The entries the server refused, as CSV a manager can keep or send on: what was sold (the
 * body as it would be sent), when, and the server's words.
 */
export function failedCsv(entries: readonly OutboxEntry[]): string {
  const rows = entries.map((e) =>
    [
      e.kind,
      receiptNumberOf(e),
      e.createdAt,
      entryAmount(e)?.toFixed(2) ?? '',
      e.status,
      e.error?.code ?? '',
      e.error?.message ?? '',
      e.id,
      JSON.stringify(e.body),
    ]
      .map(cell)
      .join(','),
  );
  return `${[FAILED_CSV_COLUMNS.join(','), ...rows].join('\r\n')}\r\n`;
}
