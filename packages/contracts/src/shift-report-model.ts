/**
 * A shift's X or Z report as receipt-model blocks (docs/DESIGN.md, "Documents share one receipt
 * model"): the PDF on the 80 mm roll and the register's thermal printer print these lines.
 */
import type { ReceiptBlock, ReceiptFormat } from './receipt-model.js';
import { taxLabel } from './sale-figures.js';
import { TENDER_LABELS } from './sales.js';
import { DRAWER_EVENT_LABELS, overShort, type TShift } from './shifts.js';

/** An X report reads an open shift; the Z report is the closed shift's, final. */
export const reportKind = (shift: Pick<TShift, 'status'>) => (shift.status === 'open' ? 'x' : 'z');

const pair = (label: string, value: string, more: Partial<ReceiptBlock> = {}): ReceiptBlock =>
  ({ kind: 'pair', label, value, gap: 1, ...more }) as ReceiptBlock;
const heading = (text: string): ReceiptBlock => ({ kind: 'text', text, bold: true, gap: 2 });
const rule: ReceiptBlock = { kind: 'rule', gap: 2 };

export function shiftReport(
  s: TShift,
  shopName: string,
  f: ReceiptFormat,
  printedAt: string,
): ReceiptBlock[] {
  const fig = s.figures;
  const minus = (n: number) => (n === 0 ? f.money(0) : `-${f.money(n)}`);
  const x = reportKind(s) === 'x';
  const cashOnAccount = fig.accountPayments.find((p) => p.method === 'Cash')?.amount ?? 0;
  return [
    { kind: 'text', text: shopName, bold: true, size: 'title', align: 'center' },
    {
      kind: 'text',
      text: x ? 'X REPORT' : 'Z REPORT',
      bold: true,
      size: 'large',
      align: 'center',
      gap: 5,
    },
    {
      kind: 'text',
      text: x ? 'Shift open: figures so far' : 'Shift closed',
      align: 'center',
      dim: true,
    },
    { kind: 'rule', gap: 3 },
    pair('Store', s.store.name, { gap: 0 }),
    pair('Cashier', s.user.name),
    pair('Opened', f.date(s.openedAt)),
    ...(s.closedAt ? [pair('Closed', f.date(s.closedAt))] : []),
    ...(s.closedBy && s.closedBy._id !== s.user._id ? [pair('Closed by', s.closedBy.name)] : []),
    rule,
    heading('SALES'),
    pair('Sales', String(fig.salesCount)),
    pair('Sales amount', f.money(fig.salesAmount)),
    // Paid for in the payments below, but no sale until spent (docs/DESIGN.md, "Stored value").
    ...(fig.giftCardsSold !== 0 ? [pair('Gift cards sold', f.money(fig.giftCardsSold))] : []),
    pair('Discounts given', f.money(fig.discounts)),
    pair('Returns', String(fig.returnsCount)),
    pair('Returns amount', minus(fig.returnsAmount)),
    ...fig.taxes.map((tax) => pair(taxLabel(tax), f.money(tax.amount))),
    pair('Taxes', f.money(fig.taxTotal)),
    // Cash rounding, in the sales amount already: its own line, as a till's Z report shows it.
    ...(fig.rounding !== 0 ? [pair('Rounding', f.money(fig.rounding))] : []),
    rule,
    heading('PAYMENTS'),
    ...fig.byMethod.flatMap((m) => [
      pair(TENDER_LABELS[m.method], f.money(m.sales)),
      ...(m.refunds > 0
        ? [pair(`  ${TENDER_LABELS[m.method]} refunds`, minus(m.refunds), { gap: 0, dim: true })]
        : []),
    ]),
    // Money taken for what customers owe on account: not sales (those were the Account line).
    ...(fig.accountPayments.length > 0
      ? [
          rule,
          heading('PAYMENTS ON ACCOUNT'),
          ...fig.accountPayments.map((p) => pair(TENDER_LABELS[p.method], f.money(p.amount))),
        ]
      : []),
    rule,
    heading('CASH DRAWER'),
    pair('Opening float', f.money(s.openingFloat)),
    pair('Cash taken', f.money(fig.cashTaken)),
    pair('Change given', minus(fig.changeGiven)),
    pair('Pay-ins', f.money(fig.payIns)),
    pair('Pay-outs', minus(fig.payOuts)),
    pair('Cash refunds', minus(fig.cashRefunds)),
    pair('No-sale openings', String(fig.noSales)),
    ...(cashOnAccount !== 0 ? [pair('Cash paid on account', f.money(cashOnAccount))] : []),
    pair('Expected cash', f.money(s.expectedCash), { bold: true, gap: 3 }),
    ...(s.countedCash !== null && s.difference !== null
      ? [
          pair('Counted cash', f.money(s.countedCash), { bold: true }),
          pair('Difference', overShort(s.difference, f.money), { bold: true }),
        ]
      : []),
    ...(s.movements.length
      ? [
          rule,
          heading('CASH MOVEMENTS'),
          ...s.movements.flatMap((m): ReceiptBlock[] => [
            pair(
              `${f.date(m.createdAt)} ${DRAWER_EVENT_LABELS[m.type]}`,
              // A no-sale opening moved no money: its line has no amount.
              m.type === 'no_sale'
                ? ''
                : m.type === 'pay_out'
                  ? minus(m.amount)
                  : f.money(m.amount),
              { gap: 2 },
            ),
            { kind: 'text', text: `  ${m.reason}`, dim: true },
          ]),
        ]
      : []),
    ...(s.note ? [rule, { kind: 'text', text: `Note: ${s.note}`, gap: 2 } as const] : []),
    rule,
    { kind: 'text', text: `Printed ${f.date(printedAt)}`, align: 'center', dim: true, gap: 2 },
  ];
}
