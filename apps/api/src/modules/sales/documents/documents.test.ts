import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatMoney } from '@pos/contracts/money';
import { taxLabel } from '@pos/contracts/sale-figures';
import type { TTransaction } from '@pos/contracts/sales';
import type { TGeneralSettings } from '@pos/contracts/settings';
import { DEFAULT_GENERAL_SETTINGS } from '@pos/contracts/settings-defaults';
import bwipjs from 'bwip-js';
import { afterAll, describe, expect, it } from 'vitest';
import { formatDate, openPdf, setUpFonts } from '../../../lib/pdf/pdf-text.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { renderReceiptPdf } from './receipt-pdf.js';
import { renderReturnReceiptPdf } from './return-receipt-pdf.js';
import type { SaleDocument } from './sale-document.js';

const dir = mkdtempSync(path.join(tmpdir(), 'sale-documents-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;

/** Runs a poppler tool (scripts/ensure-tools.mjs installs them) on the PDF, as a file. */
function poppler(tool: string, pdf: Buffer, ...args: string[]): string {
  const file = path.join(dir, `doc-${++n}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])]).toString();
}

/** The barcodes a scanner reads off the rendered page (poppler's pdftoppm, then zbarimg). */
function scan(pdf: Buffer): string[] {
  const file = path.join(dir, `scan-${++n}.pdf`);
  writeFileSync(file, pdf);
  execFileSync('pdftoppm', ['-png', '-r', '200', '-singlefile', file, file]);
  const out = execFileSync('zbarimg', ['-q', `${file}.png`], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return out.toString().trim().split('\n');
}

/** The text a reader sees, laid out as on the page; pages are separated by form feeds. */
const textOf = (pdf: Buffer) => poppler('pdftotext', pdf, '-layout');

function infoOf(pdf: Buffer) {
  const info = poppler('pdfinfo', pdf);
  const size = info.match(/Page size:\s+([\d.]+) x ([\d.]+) pts/);
  return {
    pages: Number(info.match(/Pages:\s+(\d+)/)?.[1]),
    width: Number(size?.[1]),
    height: Number(size?.[2]),
  };
}

/** Images drawn in the PDF (a PNG's alpha channel, listed as an "smask", is part of its image). */
const imagesOf = (pdf: Buffer) =>
  poppler('pdfimages', pdf, '-list')
    .split('\n')
    .filter((row) => /^\s*\d+\s+\d+\s+image\b/.test(row)).length;

const settings: TGeneralSettings = {
  language: 'en',
  loyalty: DEFAULT_GENERAL_SETTINGS.loyalty,
  offlineStoredValueLimit: 0,
  scaleBarcodes: [],
  itemsPerPage: 20,
  currencySymbol: '€',
  currencyCode: 'EUR',
  taxes: [
    { id: 'vat', name: 'VAT', rate: 19 },
    { id: 'eco', name: 'Eco levy', rate: 0.5 },
  ],
  receiptShowLogo: true,
  receiptShowAddress: true,
  receiptShowCustomerName: true,
  receiptFooterMessage: 'Thank you for shopping with us!',
  allowNegativeStock: false,
  requireOpenShift: false,
  lowStockDigestHour: null,
  timeZone: null,
  auditRetentionDays: 365,
  pricesIncludeTax: false,
  cashRounding: { increment: 0, mode: 'nearest' },
  giftCardValidityMonths: null,
};

const espresso = {
  _id: 'i1',
  productId: 'p1',
  variationId: 'v1',
  productName: 'Espresso machine',
  variationName: 'Matte black',
  sku: 'ESP-BLK',
  unit: 'each' as const,
  quantity: 2,
  priceAtSale: 1200,
  discount: 150,
  lineTotal: 2250,
  taxes: null,
  promotionDiscount: 0,
  promotions: [],
};
const tea = {
  _id: 'i2',
  productId: 'p2',
  variationId: null,
  productName: 'Green tea',
  variationName: null,
  sku: 'TEA-G',
  unit: 'each' as const,
  quantity: 3,
  priceAtSale: 4.5,
  discount: 0,
  lineTotal: 13.5,
  taxes: null,
  promotionDiscount: 0,
  promotions: [],
};
const filters = {
  ...tea,
  _id: 'i3',
  productName: 'Paper filters',
  sku: null,
  quantity: 1,
  priceAtSale: 2,
  lineTotal: 2,
  taxes: null,
  promotionDiscount: 0,
  promotions: [],
};

/** As the sale service records it: subtotal after line discounts, each tax on that amount. */
const sale = (over: Partial<TTransaction> = {}): TTransaction => ({
  _id: '0193a2b4-5c6d-7e8f-9a0b-1c2d3e4f5a6b',
  loyalty: null,
  status: 'Completed',
  paymentMethod: 'Card',
  transactionDate: '2026-11-22T19:05:00.000Z',
  customer: { _id: 'c1', name: 'Zoë Müller', email: 'zoe@example.com', phone: '+49 30 1234567' },
  customerName: 'Zoë Müller',
  store: { _id: 's1', name: 'Downtown' },
  cashier: { _id: 'u1', name: 'Sam Cashier' },
  items: [espresso, tea, filters],
  giftCards: [],
  subtotal: 2265.5,
  discountTotal: 150,
  taxes: [
    { name: 'VAT', rate: 19, amount: 430.45 },
    { name: 'Eco levy', rate: 0.5, amount: 11.33 },
  ],
  taxTotal: 441.78,
  pricesIncludeTax: false,
  rounding: 0,
  saleDiscount: 0,
  discountReason: null,
  totalAmount: 2707.28,
  refundedAt: null,
  documentNumber: '000042',
  payments: [{ method: 'Card', amount: 2707.28 }],
  amountPaid: 2707.28,
  change: 0,
  shiftId: null,
  approvedBy: null,
  refundedTotal: 0,
  returns: [],
  exchangeId: null,
  offline: null,
  needsReview: false,
  reviewReasons: [],
  reviewedAt: null,
  reviewedBy: null,
  ...over,
});

const document = (over: Partial<SaleDocument> = {}): SaleDocument => ({
  sale: sale(),
  organization: {
    name: 'Kaffeehaus GmbH',
    address: 'Hauptstraße 1, 10115 Berlin',
    phone: '+49 30 999',
    email: 'shop@kaffeehaus.example',
  },
  settings,
  timeZone: 'Europe/Berlin',
  locale: 'en-US',
  ...over,
});

/** A walk-in's refunded sale in rupees, without any discount. */
const refundedWalkIn = (): SaleDocument =>
  document({
    sale: sale({
      status: 'Refunded',
      refundedAt: '2026-11-23T04:30:00.000Z',
      customer: null,
      customerName: 'Walk-in',
      items: [{ ...tea, priceAtSale: 1250, lineTotal: 3750 }],
      subtotal: 3750,
      discountTotal: 0,
      taxes: [
        { name: 'CGST', rate: 9, amount: 337.5 },
        { name: 'SGST', rate: 9, amount: 337.5 },
      ],
      taxTotal: 675,
      totalAmount: 4425,
      paymentMethod: 'UPI',
      payments: [{ method: 'UPI', amount: 4425 }],
      amountPaid: 4425,
    }),
    settings: { ...settings, currencySymbol: '₹', currencyCode: 'INR' },
    timeZone: 'Asia/Kolkata',
  });

/** A PNG the renderers can embed (any will do; bwip-js is already a dependency). */
const logoPng = () => bwipjs.toBuffer({ bcid: 'qrcode', text: 'Kaffeehaus', scale: 2 });

// Collapses the layout's column gaps so a row reads as "name 2 €1,200.00 …".
const rows = (text: string) => text.replace(/[ \t]+/g, ' ');

/** Each of `lines` is in the document's text. */
const expectLines = (text: string, lines: string[]) => {
  for (const line of lines) expect(text).toContain(line);
};

describe('money and dates', () => {
  it('labels a tax with its rate', () => {
    expect(taxLabel({ name: 'GST', rate: 2.5 })).toBe('GST (2.5%)');
    expect(taxLabel({ name: 'VAT', rate: 20 }, true)).toBe('incl. VAT (20%)');
  });

  it('prints dates in the organization’s zone', () => {
    expect(formatDate('2026-11-22T19:05:00.000Z', 'America/New_York')).toBe('22 Nov 2026, 14:05');
    expect(formatDate('2026-11-22T19:05:00.000Z', 'Asia/Kolkata')).toBe('23 Nov 2026, 00:35');
    expect(formatDate('2026-11-22T19:05:00.000Z', 'Not/AZone')).toBe('22 Nov 2026, 19:05 UTC');
  });
});

describe('fonts', () => {
  it('falls back to Helvetica without DejaVu: the currency code for ₹, "?" for what it cannot draw', async () => {
    const inr = { ...settings, currencySymbol: '₹', currencyCode: 'INR' };
    const { doc, bytes } = openPdf({});
    const helvetica = setUpFonts(doc, inr, null);
    expect(helvetica.regular).toBe('Helvetica');
    expect(helvetica.currency).toBe('INR ');
    expect(formatMoney(5, helvetica.currency, 'en-US')).toBe('INR 5.00');
    expect(helvetica.printable('Zoë — 张伟 €')).toBe('Zoë — ?? €');
    expect(setUpFonts(doc, settings, null).currency).toBe('€');
    doc.end();
    await bytes;
    // On this machine DejaVu is there (fonts-dejavu-core), and it draws the rupee sign.
    const other = openPdf({});
    expect(setUpFonts(other.doc, inr).currency).toBe('₹');
    other.doc.end();
    await other.bytes;
  });
});

describe('invoice PDF', () => {
  it('is one A4 page with the seller, the customer, every line, each tax and the total', async () => {
    const pdf = await renderInvoicePdf(document());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(infoOf(pdf)).toEqual({ pages: 1, width: 595.28, height: 841.89 });
    const text = rows(textOf(pdf));
    expectLines(text, [
      'Kaffeehaus GmbH',
      'Hauptstraße 1, 10115 Berlin',
      '+49 30 999',
      'shop@kaffeehaus.example',
      'INVOICE',
      'Invoice no. 000042',
      'Date 22 Nov 2026, 20:05',
      'Status Completed',
      'Zoë Müller',
      'zoe@example.com',
      '+49 30 1234567',
      'Downtown',
      'Sam Cashier',
      'Item Qty Unit price Discount Line total',
      'Espresso machine / Matte black 2 €1,200.00 -€150.00 €2,250.00',
      'ESP-BLK',
      'Green tea 3 €4.50 – €13.50',
      'TEA-G',
      'Paper filters 1 €2.00 – €2.00',
      'Subtotal €2,415.50',
      'Discount -€150.00',
      'VAT (19%) €430.45',
      'Eco levy (0.5%) €11.33',
      'Total €2,707.28',
      'Payment method Card',
      'Card €2,707.28',
      'Thank you for shopping with us!',
      'Invoice 000042',
      'Page 1 of 1',
    ]);
    expect(text).not.toContain('Walk-in');
    expect(text).not.toContain('REFUNDED');
  });

  it('shows each line\'s rate when tax classes differ, taxes "incl." and the cash rounding', async () => {
    // docs/DESIGN.md, "Money": shelf prices that include tax, two classes, cash rounded.
    const mixed = sale({
      paymentMethod: 'Cash',
      items: [
        {
          ...tea,
          quantity: 1,
          priceAtSale: 11.82,
          lineTotal: 11.82,
          discount: 0,
          taxes: [{ name: 'GST', rate: 18, amount: 1.8 }],
        },
        {
          ...filters,
          priceAtSale: 2.1,
          lineTotal: 2.1,
          taxes: [{ name: 'GST', rate: 5, amount: 0.1 }],
        },
      ],
      subtotal: 13.92,
      discountTotal: 0,
      taxes: [
        { name: 'GST', rate: 18, amount: 1.8 },
        { name: 'GST', rate: 5, amount: 0.1 },
      ],
      taxTotal: 1.9,
      pricesIncludeTax: true,
      rounding: -0.02,
      totalAmount: 13.9,
      payments: [{ method: 'Cash', amount: 13.9 }],
      amountPaid: 13.9,
      change: 0,
    });
    const text = rows(textOf(await renderInvoicePdf(document({ sale: mixed }))));
    expectLines(text, [
      'Item Qty Unit price Tax Line total',
      'Green tea 1 €11.82 18% €11.82',
      'Paper filters 1 €2.10 5% €2.10',
      'Subtotal €13.92',
      'incl. GST (18%) €1.80',
      'incl. GST (5%) €0.10',
      'Rounding -€0.02',
      'Total €13.90',
    ]);
    const receipt = rows(textOf(await renderReceiptPdf(document({ sale: mixed }))));
    expectLines(receipt, ['incl. GST (18%) €1.80', 'Rounding -€0.02', 'TOTAL €13.90']);
  });

  it('says "Walk-in customer" and "REFUNDED", draws ₹, and drops the Discount column when there is none', async () => {
    const text = rows(textOf(await renderInvoicePdf(refundedWalkIn())));
    expectLines(text, [
      'Walk-in customer',
      'REFUNDED',
      'Status Refunded',
      'Refunded 23 Nov 2026, 10:00',
      'Date 23 Nov 2026, 00:35',
      'Item Qty Unit price Line total',
      'Green tea 3 ₹1,250.00 ₹3,750.00',
      'CGST (9%) ₹337.50',
      'SGST (9%) ₹337.50',
      'Total ₹4,425.00',
      'Payment method UPI',
    ]);
    expect(text).not.toContain('Discount');
    expect(text).not.toContain('INR');
  });

  it('runs over pages with the column titles on each and "Page i of n" at the foot', async () => {
    const items = Array.from({ length: 60 }, (_, i) => ({
      ...tea,
      _id: `line-${i + 1}`,
      productName: `Tea blend no. ${i + 1}`,
      sku: `TEA-${i + 1}`,
      quantity: 1,
      lineTotal: 4.5,
      taxes: null,
    }));
    const pdf = await renderInvoicePdf(
      document({
        sale: sale({ items, subtotal: 270, discountTotal: 0, totalAmount: 270, taxes: [] }),
      }),
    );
    const { pages } = infoOf(pdf);
    expect(pages).toBeGreaterThanOrEqual(2);
    const text = rows(textOf(pdf))
      .split('\f')
      .filter((p) => p.trim());
    expect(text).toHaveLength(pages);
    text.forEach((page, i) => {
      expect(page).toContain('Item Qty Unit price Line total');
      expect(page).toContain(`Page ${i + 1} of ${pages}`);
    });
    const all = text.join('\n');
    for (let i = 1; i <= 60; i++) expect(all).toContain(`Tea blend no. ${i} 1 €4.50 €4.50`);
    expect(text[pages - 1]).toContain('Total €270.00');
  });

  it('shows a PNG logo, from bytes or a file, and leaves out anything that is not an image', async () => {
    const png = await logoPng();
    const file = path.join(dir, 'logo.png');
    writeFileSync(file, png);
    for (const logo of [png, file]) {
      const pdf = await renderInvoicePdf(
        document({ organization: { name: 'Kaffeehaus GmbH', logo } }),
      );
      expect(imagesOf(pdf)).toBe(1);
    }
    const notImage = await renderInvoicePdf(
      document({ organization: { name: 'Kaffeehaus GmbH', logo: Buffer.from('<svg/>') } }),
    );
    expect(imagesOf(notImage)).toBe(0);
    expect(textOf(notImage)).toContain('Kaffeehaus GmbH');
  });
});

describe('receipt PDF', () => {
  it('is one 80 mm page with the shop, every line, each tax, the total and the footer', async () => {
    const pdf = await renderReceiptPdf(document());
    const info = infoOf(pdf);
    expect(info.pages).toBe(1);
    expect(info.width).toBeCloseTo(226.77, 1);
    const text = rows(textOf(pdf));
    expectLines(text, [
      'Kaffeehaus GmbH',
      'Hauptstraße 1, 10115 Berlin',
      '+49 30 999',
      'Date 22 Nov 2026, 20:05',
      'Receipt no. 000042',
      'Cashier Sam Cashier',
      'Espresso machine / Matte black',
      '2 × €1,200.00 €2,250.00',
      'Discount -€150.00',
      'Green tea',
      '3 × €4.50 €13.50',
      'Paper filters',
      '1 × €2.00 €2.00',
      'Subtotal €2,415.50',
      'VAT (19%) €430.45',
      'Eco levy (0.5%) €11.33',
      'TOTAL €2,707.28',
      'Payment Card',
      'Card €2,707.28',
      'Customer Zoë Müller',
      'Thank you for shopping with us!',
    ]);
    expect(text).not.toContain('REFUNDED');
  });

  it('groups amounts as the viewer’s language does, like the screens', async () => {
    const big = sale({ subtotal: 123456.5, discountTotal: 0, totalAmount: 123456.5 });
    for (const [locale, total] of [
      ['en-IN', 'TOTAL €1,23,456.50'],
      ['en-US', 'TOTAL €123,456.50'],
      ['de-DE', 'TOTAL €123.456,50'],
    ] as const) {
      const text = rows(textOf(await renderReceiptPdf(document({ sale: big, locale }))));
      expect(text).toContain(total);
    }
    const invoice = rows(textOf(await renderInvoicePdf(document({ sale: big, locale: 'en-IN' }))));
    expect(invoice).toContain('Total €1,23,456.50');
  });

  it('honours the receipt settings: no address, no customer name, no logo', async () => {
    const hidden = {
      receiptShowAddress: false,
      receiptShowCustomerName: false,
      receiptShowLogo: false,
    };
    const organization = { ...document().organization, logo: await logoPng() };
    const pdf = await renderReceiptPdf(
      document({ settings: { ...settings, ...hidden }, organization }),
    );
    const text = textOf(pdf);
    expect(text).toContain('Kaffeehaus GmbH');
    expect(text).not.toContain('Hauptstraße');
    expect(text).not.toContain('+49 30 999');
    expect(text).not.toContain('Zoë');
    // The receipt number's barcode is the one image left; the logo adds one.
    expect(imagesOf(pdf)).toBe(1);
    expect(imagesOf(await renderReceiptPdf(document({ organization })))).toBe(2);
  });

  it('says "REFUNDED", draws ₹, and leaves out the customer of a walk-in', async () => {
    const text = rows(textOf(await renderReceiptPdf(refundedWalkIn())));
    expectLines(text, [
      'REFUNDED',
      '3 × ₹1,250.00 ₹3,750.00',
      'CGST (9%) ₹337.50',
      'TOTAL ₹4,425.00',
      'Payment UPI',
    ]);
    expect(text).not.toContain('Customer');
  });

  it('puts a customer name too long to share the line on its own line', async () => {
    const name = 'Maximiliane Alexandra von Hohenberg';
    const customer = { _id: 'c2', name, email: null, phone: null };
    const pdf = await renderReceiptPdf(document({ sale: sale({ customer, customerName: name }) }));
    const text = textOf(pdf);
    expect(text).toMatch(/Customer\s*\n\s+Maximiliane Alexandra von Hohenberg\s*\n/);
  });

  it('grows with the sale instead of breaking into pages', async () => {
    const short = infoOf(await renderReceiptPdf(document()));
    const items = Array.from({ length: 60 }, (_, i) => ({
      ...tea,
      _id: `l${i}`,
      productName: `Tea ${i}`,
    }));
    const long = infoOf(await renderReceiptPdf(document({ sale: sale({ items }) })));
    expect(long.pages).toBe(1);
    expect(long.width).toBeCloseTo(226.77, 1);
    expect(long.height).toBeGreaterThan(short.height + 60 * 15);
  });
});

/** Paid 20.00 by card and 50.00 in cash for 67.00; one of its three teas came back. */
const splitAndReturned = () => {
  const teas = { ...tea, quantity: 3, priceAtSale: 20, lineTotal: 60 };
  const saleReturn = {
    _id: 'r1',
    transactionId: '0193a2b4-5c6d-7e8f-9a0b-1c2d3e4f5a6b',
    documentNumber: 'R000007',
    items: [
      {
        itemId: 'i2',
        productName: 'Green tea',
        variationName: null,
        unit: 'each' as const,
        quantity: 1,
        amount: 20,
      },
    ],
    subtotal: 20,
    taxes: [{ name: 'VAT', rate: 10, amount: 2 }],
    taxTotal: 2,
    rounding: 0,
    total: 22,
    refundMethod: 'Cash' as const,
    exchangeCredit: 0,
    pointsBack: 0,
    pointsBackAmount: 0,
    exchangeId: null,
    reason: 'Opened by mistake',
    createdAt: '2026-11-23T09:00:00.000Z',
    user: { _id: 'u2', name: 'Mia Manager' },
    approvedBy: { _id: 'u3', name: 'Olga Owner' },
  };
  return document({
    sale: sale({
      status: 'Partially Refunded',
      paymentMethod: 'Split',
      items: [teas],
      subtotal: 60,
      discountTotal: 0,
      taxes: [{ name: 'VAT', rate: 10, amount: 6 }],
      taxTotal: 6,
      totalAmount: 66,
      payments: [
        { method: 'Card', amount: 20 },
        { method: 'Cash', amount: 50 },
      ],
      amountPaid: 70,
      change: 4,
      refundedTotal: 22,
      returns: [saleReturn],
    }),
  });
};

describe('payments, returns and the number', () => {
  it('prints the document number as a Code 128 barcode a scanner reads back', async () => {
    const pdf = await renderReceiptPdf(document());
    expect(scan(pdf)).toEqual(['CODE-128:000042']);
    expect(imagesOf(pdf)).toBe(1);
  });

  it('lists each payment, the cash tendered and the change, and the returns given', async () => {
    const d = splitAndReturned();
    const receipt = rows(textOf(await renderReceiptPdf(d)));
    const invoice = rows(textOf(await renderInvoicePdf(d)));
    for (const text of [receipt, invoice]) {
      expectLines(text, [
        'PARTIALLY REFUNDED',
        'Card €20.00',
        'Cash tendered €50.00',
        'Change €4.00',
        'Return R000007, 23 Nov 2026, 10:00 -€22.00',
        'Refunded -€22.00',
        'Net total €44.00',
      ]);
      expect(text).not.toMatch(/\bREFUNDED\b(?<!PARTIALLY REFUNDED)/);
    }
    expect(receipt).toContain('Payment Split');
    expect(invoice).toContain('Payment method Split');
  });

  it("prints an offline sale's local number and when it was made, on the receipt and the invoice", async () => {
    const offline = sale({
      offline: {
        deviceId: '0193a2b4-0000-7000-8000-000000000001',
        localNumber: 'AB12-42',
        createdAt: '2026-11-22T19:05:00.000Z',
        syncedAt: '2026-11-23T08:00:00.000Z',
      },
    });
    const receipt = rows(textOf(await renderReceiptPdf(document({ sale: offline }))));
    const invoice = rows(textOf(await renderInvoicePdf(document({ sale: offline }))));
    for (const text of [receipt, invoice]) {
      expect(text).toContain('Offline receipt AB12-42');
      expect(text).toContain('Made offline 22 Nov 2026, 20:05');
    }
    expect(receipt).toContain('Receipt no. 000042');
    // A sale made online says nothing of it.
    expect(rows(textOf(await renderReceiptPdf(document())))).not.toContain('Offline');
  });

  it('falls back to the id’s tail for a sale without a number', async () => {
    const text = rows(
      textOf(await renderReceiptPdf(document({ sale: sale({ documentNumber: null }) }))),
    );
    expect(text).toContain('Receipt no. 1C2D3E4F5A6B');
  });

  it("prints a return's receipt on the 80 mm roll: the lines back, the taxes, the refund", async () => {
    const d = splitAndReturned();
    const saleReturn = d.sale.returns[0];
    if (!saleReturn) throw new Error('no return');
    const pdf = await renderReturnReceiptPdf({ ...d, saleReturn });
    const info = infoOf(pdf);
    expect(info.pages).toBe(1);
    expect(info.width).toBeCloseTo(226.77, 1);
    const text = rows(textOf(pdf));
    expectLines(text, [
      'Kaffeehaus GmbH',
      'RETURN',
      'Date 23 Nov 2026, 10:00',
      'Return no. R000007',
      'Sale no. 000042',
      'Sold 22 Nov 2026, 20:05',
      'Cashier Mia Manager',
      'Approved by Olga Owner',
      'Green tea',
      '1 returned -€20.00',
      'Subtotal -€20.00',
      'VAT (10%) -€2.00',
      'REFUND €22.00',
      'Refunded in Cash',
      'Reason Opened by mistake',
      'Customer Zoë Müller',
      'Thank you for shopping with us!',
    ]);
  });
});
