import type { TExchangeDetail } from '@pos/contracts/exchanges';
import type { TReceiptShop } from '@pos/contracts/receipt-model';
import { figureText, saleFigures } from '@pos/contracts/sale-figures';
import type { TTransaction } from '@pos/contracts/sales';
import { currentLanguage, displayLocale, i18n, serverText } from '../../../lib/i18n';
import { lineLabel } from '../cart';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const row = (label: string, value: string, cls = '') =>
  `<tr class="${cls}"><td>${escapeHtml(label)}</td><td class="v">${escapeHtml(value)}</td></tr>`;

const STYLE = `@page { size: 80mm auto; margin: 4mm; }
body { font: 12px/1.35 system-ui, sans-serif; width: 72mm; margin: 0 auto; color: #000; }
h1 { font-size: 15px; text-align: center; margin: 0 0 2px; }
h2 { font-size: 12px; margin: 4px 0 2px; }
p { margin: 0; text-align: center; }
table { width: 100%; border-collapse: collapse; }
td { padding: 1px 0; vertical-align: top; }
td.v { text-align: right; white-space: nowrap; }
tr.dim td { color: #444; }
tr.total td { font-weight: 700; font-size: 15px; border-top: 1px dashed #000; padding-top: 3px; }
hr { border: 0; border-top: 1px dashed #000; margin: 6px 0; }`;

/** The shop as the register last read it; its name alone when it never could. */
export const receiptShopOf = (kept: TReceiptShop | null, name: string): TReceiptShop =>
  kept ?? { name, address: null, phone: null, logo: null };

interface ReceiptOptions {
  /** Who the receipt is from: the name, and the address and phone where receipts print them. */
  shop: Pick<TReceiptShop, 'name' | 'address' | 'phone'>;
  formatMoney: (n: number) => string;
}

/** An 80 mm receipt page: the shop, the heading rows, then `body` (HTML of rows and rules). */
function receiptPage(
  sale: TTransaction,
  title: string,
  number: { label: string; value: string },
  body: string,
  opts: ReceiptOptions,
) {
  const when = new Intl.DateTimeFormat(displayLocale(), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return `<!doctype html><html lang="${currentLanguage()}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>
${STYLE}
</style></head><body>
<h1>${escapeHtml(opts.shop.name)}</h1>
${[opts.shop.address, opts.shop.phone].map((t) => (t ? `<p>${escapeHtml(t)}</p>` : '')).join('')}
${sale.store ? `<p>${escapeHtml(sale.store.name)}</p>` : ''}
<hr>
<table>
${row(i18n.t('Date', { ns: 'register' }), when.format(new Date(sale.transactionDate)))}
${row(number.label, number.value)}
${sale.cashier ? row(i18n.t('Cashier', { ns: 'register' }), sale.cashier.name) : ''}
${sale.customer ? row(i18n.t('Customer', { ns: 'register' }), sale.customer.name) : ''}
</table>
<hr>
${body}
<hr>
<p>${escapeHtml(i18n.t("Made offline · synced to the shop's records when the register is back online.", { ns: 'register' }))}</p>
<p>${escapeHtml(i18n.t('Thank you!', { ns: 'register' }))}</p>
</body></html>`;
}

/** The sale's lines: name, then units × price and the line's total, and its discount. */
function lineRows(sale: TTransaction, money: (n: number) => string) {
  return sale.items
    .map((i) => {
      const name = lineLabel({ name: i.productName, variationName: i.variationName });
      const discount =
        i.discount > 0
          ? row(`  ${i18n.t('Discount', { ns: 'register' })}`, `-${money(i.discount)}`, 'dim')
          : '';
      return `<tr><td colspan="2">${escapeHtml(name)}</td></tr>${row(
        `  ${i.quantity} × ${money(i.priceAtSale)}`,
        money(i.lineTotal),
        'dim',
      )}${discount}`;
    })
    .join('');
}

/** What the customer paid with (an exchange's credit named as such) and the change. */
function paymentRows(sale: TTransaction, money: (n: number) => string) {
  const label = (method: string) =>
    method === 'Cash'
      ? i18n.t('Cash tendered', { ns: 'register' })
      : method === 'Exchange'
        ? i18n.t('Exchange credit', { ns: 'register' })
        : method;
  return `${sale.payments.map((p) => row(label(p.method), money(p.amount))).join('')}
${sale.change > 0 ? row(i18n.t('Change', { ns: 'register' }), money(sale.change)) : ''}`;
}

/**
 * The 80 mm receipt of a sale made offline, as HTML printed from the register's own data: the
 * figures of the server's receipt (lines, discounts, taxes, payments, change) under the local
 * receipt number, which later finds the synced sale.
 */
export function localReceiptHtml(sale: TTransaction, opts: ReceiptOptions): string {
  const money = opts.formatMoney;
  const local = sale.offline?.localNumber ?? '';
  return receiptPage(
    sale,
    i18n.t('Receipt {{number}}', { ns: 'register', number: local }),
    { label: i18n.t('Receipt no.', { ns: 'register' }), value: local },
    `<table>${lineRows(sale, money)}</table>
<hr>
<table>
${saleFigures(sale)
  .map((f) => row(serverText(f.label), figureText(f, money)))
  .join('')}
${row(i18n.t('Total', { ns: 'register' }), money(sale.totalAmount), 'total')}
${paymentRows(sale, money)}
</table>`,
    opts,
  );
}

/**
 * The one receipt of an exchange made offline (docs/DESIGN.md, "Exchanges"), as the server's
 * prints it: what came back (of which sale), what went out, and the difference paid or refunded.
 */
export function localExchangeReceiptHtml(made: TExchangeDetail, opts: ReceiptOptions): string {
  const money = opts.formatMoney;
  const { exchange, return: back, sale } = made;
  const came = back.items
    .map((i) =>
      row(
        i18n.t('{{name}} · {{quantity}} returned', {
          ns: 'register',
          name: lineLabel({ name: i.productName, variationName: i.variationName }),
          quantity: i.quantity,
        }),
        `-${money(i.amount)}`,
      ),
    )
    .join('');
  const settled =
    exchange.net < 0
      ? `${row(i18n.t('Refund', { ns: 'register' }), money(-exchange.net), 'total')}${row(i18n.t('Refunded in', { ns: 'register' }), exchange.refundMethod ?? '')}`
      : `${row(i18n.t('Customer pays', { ns: 'register' }), money(exchange.net), 'total')}${paymentRows(sale, money)}`;
  return receiptPage(
    sale,
    i18n.t('Exchange {{number}}', { ns: 'register', number: exchange.documentNumber }),
    { label: i18n.t('Exchange no.', { ns: 'register' }), value: exchange.documentNumber },
    `<h2>${escapeHtml(i18n.t('CAME BACK', { ns: 'register' }))}</h2>
<table>${came}${row(i18n.t('Returned', { ns: 'register' }), `-${money(back.total)}`)}</table>
<h2>${escapeHtml(i18n.t('WENT OUT', { ns: 'register' }))}</h2>
<table>${lineRows(sale, money)}${row(i18n.t('New items', { ns: 'register' }), money(sale.totalAmount))}</table>
<hr>
<table>${settled}</table>`,
    opts,
  );
}
