import { figureText, saleFigures } from '@pos/contracts/sale-figures';
import type { TTransaction } from '@pos/contracts/sales';
import { lineLabel } from '../cart';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const row = (label: string, value: string, cls = '') =>
  `<tr class="${cls}"><td>${escapeHtml(label)}</td><td class="v">${escapeHtml(value)}</td></tr>`;

/**
 * The 80 mm receipt of a sale made offline, as HTML printed from the register's own data: the
 * figures of the server's receipt (lines, discounts, taxes, payments, change) under the local
 * receipt number, which later finds the synced sale.
 */
export function localReceiptHtml(
  sale: TTransaction,
  opts: { organizationName: string; formatMoney: (n: number) => string; printedAt?: Date },
): string {
  const money = opts.formatMoney;
  const local = sale.offline?.localNumber ?? '';
  const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  const lines = sale.items
    .map((i) => {
      const name = lineLabel({ name: i.productName, variationName: i.variationName });
      const discount = i.discount > 0 ? row('  Discount', `-${money(i.discount)}`, 'dim') : '';
      return `<tr><td colspan="2">${escapeHtml(name)}</td></tr>${row(
        `  ${i.quantity} × ${money(i.priceAtSale)}`,
        money(i.lineTotal),
        'dim',
      )}${discount}`;
    })
    .join('');
  const payments = sale.payments
    .map((p) => row(p.method === 'Cash' ? 'Cash tendered' : p.method, money(p.amount)))
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Receipt ${escapeHtml(local)}</title>
<style>
@page { size: 80mm auto; margin: 4mm; }
body { font: 12px/1.35 system-ui, sans-serif; width: 72mm; margin: 0 auto; color: #000; }
h1 { font-size: 15px; text-align: center; margin: 0 0 2px; }
p { margin: 0; text-align: center; }
table { width: 100%; border-collapse: collapse; }
td { padding: 1px 0; vertical-align: top; }
td.v { text-align: right; white-space: nowrap; }
tr.dim td { color: #444; }
tr.total td { font-weight: 700; font-size: 15px; border-top: 1px dashed #000; padding-top: 3px; }
hr { border: 0; border-top: 1px dashed #000; margin: 6px 0; }
</style></head><body>
<h1>${escapeHtml(opts.organizationName)}</h1>
${sale.store ? `<p>${escapeHtml(sale.store.name)}</p>` : ''}
<hr>
<table>
${row('Date', when.format(new Date(sale.transactionDate)))}
${row('Receipt no.', local)}
${sale.cashier ? row('Cashier', sale.cashier.name) : ''}
${sale.customer ? row('Customer', sale.customer.name) : ''}
</table>
<hr>
<table>${lines}</table>
<hr>
<table>
${saleFigures(sale)
  .map((f) => row(f.label, figureText(f, money)))
  .join('')}
${row('Total', money(sale.totalAmount), 'total')}
${payments}
${sale.change > 0 ? row('Change', money(sale.change)) : ''}
</table>
<hr>
<p>Made offline · synced to the shop's records when the register is back online.</p>
<p>Thank you!</p>
</body></html>`;
}
