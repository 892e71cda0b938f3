import ImageData from '@canvas/image-data';
import { saleReceipt } from '@pos/contracts/receipt-model';
import type { TTransaction } from '@pos/contracts/sales';
import { describe, expect, it } from 'vitest';
import { decodeEscPos } from '../test/escpos-decoder';
import { encodeReceipt, PAPER_COLUMNS, pairLines, type RasterLine, wrap } from './thermal-receipt';

/** Two mugs and a tea towel, paid in cash with change, by a named cashier. */
const sale = {
  _id: '01a2-sale',
  documentNumber: '000123',
  status: 'Completed',
  refundedAt: null,
  refundedTotal: 0,
  returns: [],
  transactionDate: '2026-11-30T10:15:00.000Z',
  offline: null,
  cashier: { _id: 'u1', name: 'Olivia Owner' },
  items: [
    {
      _id: 'l1',
      productName: 'Stoneware mug',
      variationName: 'Blue',
      quantity: 2,
      priceAtSale: 5.79,
      lineTotal: 11.58,
      discount: 0,
      promotionDiscount: 0,
      promotions: [],
    },
    {
      _id: 'l2',
      productName: 'Linen tea towel, hand-woven, with a very long name that wraps',
      variationName: null,
      quantity: 1,
      priceAtSale: 4.5,
      lineTotal: 4.5,
      discount: 0,
      promotionDiscount: 0,
      promotions: [],
    },
  ],
  subtotal: 16.08,
  discountTotal: 0,
  taxes: [{ name: 'VAT', rate: 20, amount: 3.22 }],
  pricesIncludeTax: false,
  rounding: 0,
  giftCards: [],
  totalAmount: 19.3,
  paymentMethod: 'Cash',
  payments: [{ method: 'Cash', amount: 20 }],
  change: 0.7,
  customer: null,
  loyalty: null,
} as unknown as TTransaction;

const SETTINGS = {
  receiptShowLogo: true,
  receiptShowAddress: true,
  receiptShowCustomerName: true,
  receiptFooterMessage: 'Thank you for shopping with us!',
};
const SHOP = { name: 'Corner Shop', address: '1 High Street', phone: '+44 20 7946 0000' };

const blocksIn = (locale: string, currency: string) =>
  saleReceipt(
    sale,
    SHOP,
    SETTINGS,
    {
      money: (n) => new Intl.NumberFormat(locale, { style: 'currency', currency }).format(n),
      date: (iso) => new Date(iso).toISOString().slice(0, 16).replace('T', ' '),
      number: (n) => String(n),
    },
    '000123',
  );

describe('a thermal receipt', () => {
  it('prints the receipt model line by line at 80 mm: pairs flush right, the total tall, the barcode, the cut', () => {
    const printed = decodeEscPos(encodeReceipt(blocksIn('en-GB', 'GBP'), { paper: 80 }));
    const { lines } = printed;
    expect(lines).toContain(`${' '.repeat(18)}Corner Shop`);
    expect(lines).toContain(`Receipt no.${' '.repeat(31)}000123`);
    expect(lines).toContain('Stoneware mug / Blue');
    expect(lines).toContain(`  2 × £5.79${' '.repeat(31)}£11.58`);
    // A name longer than the line wraps at a space.
    expect(lines).toContain('Linen tea towel, hand-woven, with a very long');
    expect(lines).toContain('name that wraps');
    const total = lines.findIndex((l) => l.startsWith('TOTAL'));
    expect(lines[total]).toBe(`TOTAL${' '.repeat(37)}£19.30`);
    expect(printed.bold.has(total) && printed.tall.has(total)).toBe(true);
    expect(lines).toContain(`Change${' '.repeat(37)}£0.70`);
    expect(lines).toContain('-'.repeat(48));
    expect(lines).toContain(`${' '.repeat(8)}Thank you for shopping with us!`);
    expect(printed.barcodes).toHaveLength(1);
    expect(printed.barcodes[0]?.data).toMatch(/000123$/);
    expect(printed.cuts).toBe(1);
    expect(printed.pulses).toEqual([]);
    for (const l of lines) expect([...l].length).toBeLessThanOrEqual(48);
  });

  it('fits 58 mm paper: 32 characters a line, values still flush right', () => {
    const { lines } = decodeEscPos(encodeReceipt(blocksIn('en-GB', 'GBP'), { paper: 58 }));
    expect(PAPER_COLUMNS[58]).toBe(32);
    for (const l of lines) expect([...l].length).toBeLessThanOrEqual(32);
    expect(lines).toContain(`TOTAL${' '.repeat(21)}£19.30`);
    expect(lines).toContain(`  2 × £5.79${' '.repeat(15)}£11.58`);
  });

  it('prints each currency symbol: £ and € from a code page, ₹ as a user-defined character', () => {
    const pounds = decodeEscPos(encodeReceipt(blocksIn('en-GB', 'GBP'), { paper: 80 }));
    expect(pounds.codePages.some((p) => /^PC(437|850|857|858) .*£/.test(p))).toBe(true);

    const euros = decodeEscPos(encodeReceipt(blocksIn('de-DE', 'EUR'), { paper: 80 }));
    expect(euros.lines.find((l) => l.startsWith('TOTAL'))).toMatch(/19,30 €$/);
    expect(euros.codePages.some((p) => /^(PC857|PC858|WPC1252) .*€/.test(p))).toBe(true);

    const rupees = decodeEscPos(encodeReceipt(blocksIn('en-IN', 'INR'), { paper: 80 }), {
      126: '₹',
    });
    expect(rupees.lines.find((l) => l.startsWith('TOTAL'))).toMatch(/ ₹19\.30$/);
    expect(rupees.codePages).toContain('user ₹');
    // The glyph as defined: its two bars and its leg, 12 × 24 dots.
    const glyph = rupees.userChars.get(126) ?? [];
    expect(glyph).toHaveLength(24);
    expect(glyph[3]).toBe(' ########## ');
    expect(glyph[19]).toBe('         ###');
    // Never a character the printer cannot print.
    for (const printed of [pounds, euros, rupees]) {
      expect(printed.lines.join('\n')).not.toContain('\uFFFD');
      expect(printed.lines.join('\n')).not.toContain('?');
    }
  });

  it('draws the lines of a script no code page holds (a Hindi receipt) as images, the rest as text', () => {
    const HINDI: Record<string, string> = { TOTAL: 'कुल', Payment: 'भुगतान', Cash: 'नकद' };
    const blocks = saleReceipt(
      sale,
      SHOP,
      SETTINGS,
      {
        money: (n) =>
          new Intl.NumberFormat('hi-IN', { style: 'currency', currency: 'INR' }).format(n),
        date: (iso) => iso.slice(0, 10),
        number: (n) => String(n),
        say: (english) => HINDI[english] ?? english,
      },
      '000123',
    );
    const asked: RasterLine[] = [];
    // A drawn line: one row of dots per character of its text, so what was drawn shows in the bytes.
    const rasterize = (line: RasterLine) => {
      asked.push(line);
      const data = new Uint8ClampedArray(line.widthDots * 32 * 4).fill(255);
      const letters = [...`${line.left}${line.right ?? ''}`].length;
      for (let x = 0; x < letters; x += 1) data.fill(0, x * 4, x * 4 + 3);
      return { image: new ImageData(data, line.widthDots, 32), width: line.widthDots, height: 32 };
    };
    const printed = decodeEscPos(encodeReceipt(blocks, { paper: 80, rasterize }), { 126: '₹' });
    expect(asked).toEqual([
      { left: 'कुल', right: '₹19.30', align: 'left', bold: true, tall: true, widthDots: 576 },
      { left: 'भुगतान', right: 'नकद', align: 'left', bold: false, tall: false, widthDots: 576 },
    ]);
    expect(printed.images.map(({ width, height, ink }) => ({ width, height, ink }))).toEqual([
      { width: 576, height: 32, ink: 9 },
      { width: 576, height: 32, ink: 9 },
    ]);
    // In their places: after the subtotal's line, and the payment's line follows the total's.
    const subtotal = printed.lines.findIndex((l) => l.startsWith('Subtotal'));
    expect(printed.images[0]?.after).toBeGreaterThan(subtotal);
    // Latin lines stay text; nothing goes out the printer would show as "?".
    expect(printed.lines).toContain('Stoneware mug / Blue');
    const text = printed.lines.join('\n');
    expect(text).not.toMatch(/[\u0900-\u097F?\uFFFD]/);
    // Without a way to draw (no canvas), the same receipt still prints.
    expect(decodeEscPos(encodeReceipt(blocks, { paper: 80 })).cuts).toBe(1);
  });

  it('prints the logo dithered when the shop has one, and kicks the drawer when asked', () => {
    const image = new ImageData(new Uint8ClampedArray(64 * 32 * 4).fill(255), 64, 32);
    const printed = decodeEscPos(
      encodeReceipt(blocksIn('en-GB', 'GBP'), {
        paper: 80,
        logo: { image, width: 64, height: 32 },
        openDrawer: true,
      }),
    );
    expect(printed.images).toEqual([{ width: 64, height: 32, ink: 0, after: 0 }]);
    expect(printed.pulses).toEqual([{ pin: 0, on: expect.any(Number), off: expect.any(Number) }]);
  });

  it('wraps words and lays pairs out within the width', () => {
    expect(wrap('one two three', 7)).toEqual(['one two', 'three']);
    expect(wrap('abcdefghij', 4)).toEqual(['abcd', 'efgh', 'ij']);
    expect(pairLines('Subtotal', '£1.00', 20)).toEqual(['Subtotal       £1.00']);
    // A value too wide to share the line goes below, flush right.
    expect(pairLines('Customer', 'A very long customer name', 20)).toEqual([
      'Customer',
      'A very long customer',
      '                name',
    ]);
  });
});
