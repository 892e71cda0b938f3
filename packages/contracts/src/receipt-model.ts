/**
 * The receipt as one model (docs/DESIGN.md, "Documents share one receipt model"): what a sale's
 * till-roll receipt says, line by line, built from the stored sale and the shop's receipt
 * settings — never recomputed. The PDF (apps/api, sales documents) and the thermal printer's
 * ESC/POS bytes (apps/web, printing) each only lay these blocks out, so they cannot disagree.
 * Texts come formatted (money, dates, numbers by the caller's formatters); each renderer maps
 * what its medium cannot print.
 */
import { z } from 'zod';
import type { TExchange } from './exchanges.js';
import { pointsBackText } from './returns.js';
import { figureText, returnFigures, saleFigures } from './sale-figures.js';
import {
  itemName,
  lineDiscountRows,
  loyaltyRows,
  offlineFacts,
  paymentRows,
  refundStamp,
  returnRows,
} from './sale-rows.js';
import type { TSaleReturn, TTransaction } from './sales.js';
import type { TGeneralSettings } from './settings.js';
import { timesPrice, type Unit, withUnit } from './units.js';

const gap = { gap: z.number().optional() };
const text = z.string();

/**
 * One line (or a few) of a receipt. `gap`: space above it, in the PDF's points (a thermal
 * printer keeps only the blank lines). The API answers them as they are
 * (`GET /transactions/:id/receipt`).
 */
export const ZReceiptBlock = z.discriminatedUnion('kind', [
  /** The shop's logo, where the settings print it (a renderer without one prints nothing). */
  z.object({ kind: z.literal('logo'), ...gap }),
  z.object({
    kind: z.literal('text'),
    text,
    align: z.enum(['left', 'center']).optional(),
    bold: z.boolean().optional(),
    /** `title`: the shop's name; `large`: a stamp (REFUNDED). */
    size: z.enum(['title', 'large']).optional(),
    dim: z.boolean().optional(),
    ...gap,
  }),
  z.object({
    /** A label with its value flush right (the value on its own line when it cannot share it). */
    kind: z.literal('pair'),
    label: text,
    value: text,
    bold: z.boolean().optional(),
    /** The total's line: larger, where the medium can. */
    large: z.boolean().optional(),
    /** A detail under a line (a line's quantity, a payment): greyed in the label. */
    dim: z.boolean().optional(),
    ...gap,
  }),
  z.object({ kind: z.literal('rule'), ...gap }),
  /** The document's number as a Code 128 barcode: the register's Return mode scans it. */
  z.object({ kind: z.literal('barcode'), value: text, ...gap }),
]);
export type ReceiptBlock = z.infer<typeof ZReceiptBlock>;

/**
 * A sale's receipt for the register to print on its thermal printer: the blocks, and the shop's
 * logo as a data URL (PNG or JPEG) when the receipt prints one.
 */
export const ZReceiptModel = z.object({
  blocks: z.array(ZReceiptBlock),
  logo: z.string().nullable(),
});
export type TReceiptModel = z.infer<typeof ZReceiptModel>;

export interface ReceiptFormat {
  money: (n: number) => string;
  /** A moment, in the shop's zone. */
  date: (iso: string) => string;
  /** A count (points) with the locale's grouping. */
  number: (n: number) => string;
  /**
   * A word of the receipt ("Date", "TOTAL", "Cash") in the reader's language
   * (docs/DESIGN.md, "Languages"); none: English.
   */
  say?: (english: string) => string;
}

const same = (english: string) => english;

/** A sale a register kept from before units has no unit on its lines: it was sold each. */
const unitOf = (item: { unit?: Unit }) => item.unit ?? 'each';

export interface ReceiptShop {
  name: string;
  address?: string | null;
  phone?: string | null;
}

/**
 * `GET /register/receipt-shop`: who the receipts are from, for the receipts a register prints
 * while offline (docs/DESIGN.md, "The counter's hardware") — the shop's name, its address and
 * phone, and the logo as a data URL where the receipts print one.
 */
export const ZReceiptShop = z.object({
  name: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  logo: z.string().nullable(),
});
export type TReceiptShop = z.infer<typeof ZReceiptShop>;

type ReceiptSettings = Pick<
  TGeneralSettings,
  'receiptShowLogo' | 'receiptShowAddress' | 'receiptShowCustomerName' | 'receiptFooterMessage'
>;

/** The top of every till-roll document: the logo, the shop's name, its address and phone. */
export function shopHeader(shop: ReceiptShop, settings: ReceiptSettings): ReceiptBlock[] {
  return [
    ...(settings.receiptShowLogo ? [{ kind: 'logo' } as const] : []),
    { kind: 'text', text: shop.name, bold: true, size: 'title', align: 'center' },
    ...(settings.receiptShowAddress
      ? [shop.address, shop.phone].flatMap((text) =>
          text?.trim()
            ? [{ kind: 'text', text: text.trim(), align: 'center', dim: true, gap: 1 } as const]
            : [],
        )
      : []),
  ];
}

/** The bottom of every till-roll document: the shop's footer message, when it has one. */
export function shopFooter(settings: ReceiptSettings): ReceiptBlock[] {
  const footer = settings.receiptFooterMessage.trim();
  return footer
    ? [
        { kind: 'rule', gap: 2 },
        { kind: 'text', text: footer, align: 'center', gap: 2 },
      ]
    : [];
}

/**
 * A sale's receipt: the shop, its stamp once refunded, its number and people, each line with
 * its promotions and discounts, the figures and the total, how it was paid (and the balances
 * left), the customer and their points, its returns, its number as a barcode, the footer.
 */
export function saleReceipt(
  sale: TTransaction,
  shop: ReceiptShop,
  settings: ReceiptSettings,
  f: ReceiptFormat,
  /** The number the receipt prints (the sale's own, or its id's for a sale from before numbers). */
  number: string,
): ReceiptBlock[] {
  const say = f.say ?? same;
  const blocks: ReceiptBlock[] = shopHeader(shop, settings);
  const stamp = refundStamp(sale);
  if (stamp) {
    blocks.push({
      kind: 'text',
      text: say(stamp),
      bold: true,
      size: 'large',
      align: 'center',
      gap: 5,
    });
    if (sale.refundedAt) {
      blocks.push({ kind: 'text', text: f.date(sale.refundedAt), align: 'center', dim: true });
    }
  }
  blocks.push(
    { kind: 'rule', gap: 3 },
    { kind: 'pair', label: say('Date'), value: f.date(sale.transactionDate) },
    { kind: 'pair', label: say('Receipt no.'), value: number, gap: 1 },
    // A sale an offline register made: the number its own receipt printed, and when (DESIGN §13).
    ...offlineFacts(sale, f.date).map(
      ([label, value]): ReceiptBlock => ({ kind: 'pair', label: say(label), value, gap: 1 }),
    ),
  );
  if (sale.cashier)
    blocks.push({ kind: 'pair', label: say('Cashier'), value: sale.cashier.name, gap: 1 });
  blocks.push({ kind: 'rule', gap: 2 });

  for (const item of sale.items) {
    blocks.push(
      { kind: 'text', text: itemName(item), gap: 3 },
      {
        kind: 'pair',
        label: `  ${timesPrice(f.number(item.quantity), unitOf(item), f.money(item.priceAtSale))}`,
        value: f.money(item.lineTotal),
        dim: true,
      },
      ...lineDiscountRows(item).map(
        (row): ReceiptBlock => ({
          kind: 'pair',
          label: `  ${say(row.label)}`,
          value: `-${f.money(row.amount)}`,
          dim: true,
        }),
      ),
    );
  }
  blocks.push({ kind: 'rule', gap: 2 });

  saleFigures(sale).forEach((row, i) => {
    blocks.push({
      kind: 'pair',
      label: say(row.label),
      value: figureText(row, f.money),
      ...(i > 0 && { gap: 1 }),
    });
  });
  blocks.push(
    {
      kind: 'pair',
      label: say('TOTAL'),
      value: f.money(sale.totalAmount),
      bold: true,
      large: true,
      gap: 4,
    },
    { kind: 'pair', label: say('Payment'), value: say(sale.paymentMethod), gap: 2 },
    ...paymentRows(sale).map((row): ReceiptBlock => {
      const change = row.label === 'Change';
      return {
        kind: 'pair',
        label: change ? say(row.label) : `  ${say(row.label)}`,
        value: f.money(row.amount),
        dim: !change,
        gap: 1,
      };
    }),
  );
  if (settings.receiptShowCustomerName && sale.customer) {
    blocks.push({ kind: 'pair', label: say('Customer'), value: sale.customer.name, gap: 1 });
  }
  for (const row of loyaltyRows(sale)) {
    blocks.push({ kind: 'pair', label: say(row.label), value: f.number(row.points), gap: 1 });
  }

  const returned = returnRows(sale, f.date);
  if (returned.length) {
    blocks.push({ kind: 'rule', gap: 2 });
    for (const row of returned) {
      blocks.push({
        kind: 'pair',
        label: say(row.label),
        value: `${row.out ? '-' : ''}${f.money(row.amount)}`,
        bold: row.label === 'Net total',
        gap: 1,
      });
    }
  }
  blocks.push({ kind: 'rule', gap: 2 }, { kind: 'barcode', value: number, gap: 4 });
  return [...blocks, ...shopFooter(settings)];
}

/**
 * How a return's paper ends (its own receipt, an exchange's): the reason given, the customer
 * when the shop prints names, the shop's footer.
 */
export function returnEnd(
  r: Pick<TSaleReturn, 'reason'>,
  sale: Pick<TTransaction, 'customer'>,
  settings: ReceiptSettings,
  say: (english: string) => string = same,
): ReceiptBlock[] {
  return [
    ...(r.reason ? [{ kind: 'pair', label: say('Reason'), value: r.reason, gap: 1 } as const] : []),
    ...(settings.receiptShowCustomerName && sale.customer
      ? [{ kind: 'pair', label: say('Customer'), value: sale.customer.name, gap: 1 } as const]
      : []),
    ...shopFooter(settings),
  ];
}

/** A return's receipt: what came back of which sale, the refund and how it went back. */
export function returnReceipt(
  r: TSaleReturn,
  sale: TTransaction,
  shop: ReceiptShop,
  settings: ReceiptSettings,
  f: ReceiptFormat,
  /** The sale's number as its receipt printed it. */
  saleNumber: string,
): ReceiptBlock[] {
  const say = f.say ?? same;
  const points = pointsBackText(r, f.money);
  return [
    ...shopHeader(shop, settings),
    { kind: 'text', text: say('RETURN'), bold: true, size: 'large', align: 'center', gap: 5 },
    { kind: 'rule', gap: 3 },
    { kind: 'pair', label: say('Date'), value: f.date(r.createdAt) },
    { kind: 'pair', label: say('Return no.'), value: r.documentNumber, gap: 1 },
    { kind: 'pair', label: say('Sale no.'), value: saleNumber, gap: 1 },
    { kind: 'pair', label: say('Sold'), value: f.date(sale.transactionDate), gap: 1 },
    ...(r.user
      ? [{ kind: 'pair', label: say('Cashier'), value: r.user.name, gap: 1 } as const]
      : []),
    ...(r.approvedBy
      ? [{ kind: 'pair', label: say('Approved by'), value: r.approvedBy.name, gap: 1 } as const]
      : []),
    { kind: 'rule', gap: 2 },
    ...r.items.flatMap((item): ReceiptBlock[] => [
      { kind: 'text', text: itemName(item), gap: 3 },
      {
        kind: 'pair',
        label: `  ${say(`${withUnit(f.number(item.quantity), unitOf(item))} returned`)}`,
        value: `-${f.money(item.amount)}`,
        dim: true,
      },
    ]),
    { kind: 'rule', gap: 2 },
    ...returnFigures(r, sale.pricesIncludeTax).map(
      (row, i): ReceiptBlock => ({
        kind: 'pair',
        label: say(row.label),
        value: figureText(row, f.money),
        ...(i > 0 && { gap: 1 }),
      }),
    ),
    {
      kind: 'pair',
      label: say('REFUND'),
      value: f.money(r.total),
      bold: true,
      large: true,
      gap: 4,
    },
    { kind: 'pair', label: say('Refunded in'), value: say(r.refundMethod), gap: 2 },
    ...(points
      ? [{ kind: 'pair', label: say('Back as points'), value: points, gap: 1 } as const]
      : []),
    ...returnEnd(r, sale, settings, say),
  ];
}

/**
 * An exchange's one receipt (docs/DESIGN.md, "Exchanges"): what came back, what went out, and
 * the difference paid or refunded. `sale` is the exchange's new sale.
 */
export function exchangeReceipt(
  x: TExchange,
  r: TSaleReturn,
  sale: TTransaction,
  shop: ReceiptShop,
  settings: ReceiptSettings,
  f: ReceiptFormat,
  numbers: { returnedFrom: string; newSale: string },
): ReceiptBlock[] {
  const say = f.say ?? same;
  const dim = (label: string, value: string, gap = 1): ReceiptBlock => ({
    kind: 'pair',
    label,
    value,
    dim: true,
    gap,
  });
  const points = pointsBackText(r, f.money);
  return [
    ...shopHeader(shop, settings),
    { kind: 'text', text: say('EXCHANGE'), bold: true, size: 'large', align: 'center', gap: 5 },
    { kind: 'rule', gap: 3 },
    { kind: 'pair', label: say('Date'), value: f.date(x.createdAt) },
    { kind: 'pair', label: say('Exchange no.'), value: x.documentNumber, gap: 1 },
    { kind: 'pair', label: say('Sale no.'), value: numbers.returnedFrom, gap: 1 },
    { kind: 'pair', label: say('Return no.'), value: r.documentNumber, gap: 1 },
    { kind: 'pair', label: say('New receipt no.'), value: numbers.newSale, gap: 1 },
    ...(sale.cashier
      ? [{ kind: 'pair', label: say('Cashier'), value: sale.cashier.name, gap: 1 } as const]
      : []),
    ...(r.approvedBy
      ? [{ kind: 'pair', label: say('Approved by'), value: r.approvedBy.name, gap: 1 } as const]
      : []),
    { kind: 'rule', gap: 2 },
    { kind: 'text', text: say('CAME BACK'), bold: true, gap: 3 },
    ...r.items.flatMap((item): ReceiptBlock[] => [
      { kind: 'text', text: itemName(item), gap: 2 },
      dim(
        `  ${say(`${withUnit(f.number(item.quantity), unitOf(item))} returned`)}`,
        `-${f.money(item.amount)}`,
        0,
      ),
    ]),
    ...returnFigures(r, sale.pricesIncludeTax).map((row) =>
      dim(say(row.label), figureText(row, f.money)),
    ),
    { kind: 'pair', label: say('Returned'), value: `-${f.money(r.total)}`, bold: true, gap: 2 },
    ...(points
      ? [{ kind: 'pair', label: say('Back as points'), value: points, gap: 1 } as const]
      : []),
    { kind: 'rule', gap: 2 },
    { kind: 'text', text: say('WENT OUT'), bold: true, gap: 3 },
    ...sale.items.flatMap((item): ReceiptBlock[] => [
      { kind: 'text', text: itemName(item), gap: 2 },
      dim(
        `  ${timesPrice(f.number(item.quantity), unitOf(item), f.money(item.priceAtSale))}`,
        f.money(item.lineTotal),
        0,
      ),
      ...lineDiscountRows(item).map((row) =>
        dim(`  ${say(row.label)}`, `-${f.money(row.amount)}`, 0),
      ),
    ]),
    ...saleFigures(sale).map((row) => dim(say(row.label), figureText(row, f.money))),
    { kind: 'pair', label: say('New items'), value: f.money(sale.totalAmount), bold: true, gap: 2 },
    { kind: 'rule', gap: 2 },
    // The difference: what the customer paid, or what went back to them and how.
    ...(x.net < 0
      ? [
          {
            kind: 'pair',
            label: say('REFUND'),
            value: f.money(-x.net),
            bold: true,
            large: true,
            gap: 4,
          } as const,
          ...(x.refundMethod
            ? [
                {
                  kind: 'pair',
                  label: say('Refunded in'),
                  value: say(x.refundMethod),
                  gap: 2,
                } as const,
              ]
            : []),
        ]
      : [
          {
            kind: 'pair',
            label: say('TO PAY'),
            value: f.money(x.net),
            bold: true,
            large: true,
            gap: 4,
          } as const,
          ...paymentRows(sale)
            .filter((p) => p.label !== 'Exchange credit')
            .map(
              (row): ReceiptBlock => ({
                kind: 'pair',
                label: `  ${say(row.label)}`,
                value: f.money(row.amount),
                gap: 1,
              }),
            ),
        ]),
    ...returnEnd(r, sale, settings, say),
  ];
}
