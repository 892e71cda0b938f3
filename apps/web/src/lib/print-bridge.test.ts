import { saleReceipt } from '@pos/contracts/receipt-model';
import type { TTransaction } from '@pos/contracts/sales';
import { newToken, startBridge, tokenHash } from 'pos-print-bridge';
import { fakePrinter } from 'pos-print-bridge/fake-printer';
import { afterEach, describe, expect, it } from 'vitest';
import { decodeEscPos } from '../test/escpos-decoder';
import { bridgePrinters, PrintFailed, printThroughBridge } from './print-bridge-client';
import { encodeReceipt } from './thermal-receipt';

/*
 * A receipt from the register to a network printer, as in a shop: the register encodes the
 * receipt model, sends the bytes to the print bridge on its machine, the bridge to the printer
 * on TCP — and the printer's bytes, read back, are the receipt.
 */

const sale = {
  _id: 's1',
  documentNumber: '000042',
  status: 'Completed',
  refundedAt: null,
  refundedTotal: 0,
  returns: [],
  transactionDate: '2026-11-30T10:15:00.000Z',
  offline: null,
  cashier: { _id: 'u1', name: 'Priya' },
  items: [
    {
      _id: 'l1',
      productName: 'Masala chai 250 g',
      variationName: null,
      quantity: 3,
      priceAtSale: 120,
      lineTotal: 360,
      discount: 0,
      promotionDiscount: 0,
      promotions: [],
    },
  ],
  subtotal: 360,
  discountTotal: 0,
  taxes: [{ name: 'GST', rate: 5, amount: 18 }],
  pricesIncludeTax: false,
  rounding: 0,
  giftCards: [],
  totalAmount: 378,
  paymentMethod: 'Cash',
  payments: [{ method: 'Cash', amount: 400 }],
  change: 22,
  customer: null,
  loyalty: null,
} as unknown as TTransaction;

const receiptIn = (locale: string, currency: string) =>
  encodeReceipt(
    saleReceipt(
      sale,
      { name: 'Chai Corner' },
      {
        receiptShowLogo: false,
        receiptShowAddress: false,
        receiptShowCustomerName: false,
        receiptFooterMessage: '',
      },
      {
        money: (n) => new Intl.NumberFormat(locale, { style: 'currency', currency }).format(n),
        date: (iso) => iso.slice(0, 10),
        number: String,
      },
      '000042',
    ),
    { paper: 80, openDrawer: true },
  );

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

async function shopCounter() {
  const printer = await fakePrinter();
  const token = newToken();
  const bridge = await startBridge({
    origin: 'https://pos.example.com',
    tokenHash: tokenHash(token),
    printers: { counter: { kind: 'tcp', host: '127.0.0.1', port: printer.port } },
    port: 0,
    timeoutMs: 2_000,
  });
  cleanups.push(bridge.close, printer.close);
  return { printer, target: { url: bridge.url, token, printer: 'counter' } };
}

describe('a receipt through the print bridge', () => {
  it('reaches the network printer whole: its lines, ₹ and € in their code pages, the cut, the drawer', async () => {
    const { printer, target } = await shopCounter();
    expect(await bridgePrinters(target)).toEqual(['counter']);

    await printThroughBridge(target, receiptIn('en-IN', 'INR'));
    const rupees = decodeEscPos(new Uint8Array((await printer.job(1)) ?? []), { 126: '₹' });
    expect(rupees.lines).toContain(`Receipt no.${' '.repeat(31)}000042`);
    expect(rupees.lines).toContain(`  3 × ₹120.00${' '.repeat(28)}₹360.00`);
    expect(rupees.lines).toContain(`TOTAL${' '.repeat(36)}₹378.00`);
    expect(rupees.lines).toContain(`Change${' '.repeat(36)}₹22.00`);
    expect(rupees.codePages).toContain('user ₹');
    expect(rupees.cuts).toBe(1);
    expect(rupees.pulses).toHaveLength(1);

    await printThroughBridge(target, receiptIn('fr-FR', 'EUR'));
    const euros = decodeEscPos(new Uint8Array((await printer.job(2)) ?? []));
    expect(euros.lines.find((l) => l.startsWith('TOTAL'))).toMatch(/ 378,00 €$/);
    expect(euros.codePages.some((p) => /^(PC857|PC858|WPC1252) .*€/.test(p))).toBe(true);
    expect(euros.cuts).toBe(1);
    expect(euros.pulses).toHaveLength(1);
  });

  it('fails with the reason when the printer is off, or the bridge is not running', async () => {
    const { printer, target } = await shopCounter();
    await printer.close();
    await expect(printThroughBridge(target, receiptIn('en-IN', 'INR'))).rejects.toThrow(
      /cannot be reached/,
    );
    await expect(
      printThroughBridge({ ...target, url: 'http://127.0.0.1:9' }, new Uint8Array([0x1b, 0x40])),
    ).rejects.toBeInstanceOf(PrintFailed);
    await expect(
      printThroughBridge({ ...target, token: 'ppb_not-paired' }, new Uint8Array([0x1b, 0x40])),
    ).rejects.toThrow(/not paired/);
  });
});
