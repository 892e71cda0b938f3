import type { TTransaction } from '@pos/contracts/sales';
import { DEFAULT_GENERAL_SETTINGS } from '@pos/contracts/settings-defaults';
import { describe, expect, it } from 'vitest';
import { receiptShopOf } from '../offline/local-receipt';
import { saleReceiptModel } from './sale-receipt-model';

/** A sale made offline: one tea in cash, its local number, not yet on the server. */
const sale = {
  _id: '01a2-sale',
  documentNumber: null,
  status: 'Completed',
  refundedAt: null,
  refundedTotal: 0,
  returns: [],
  transactionDate: '2026-11-30T10:15:00.000Z',
  offline: { deviceId: 'd1', localNumber: 'K7Q2-15', createdAt: '', syncedAt: '' },
  cashier: { _id: 'u1', name: 'Casey Cashier' },
  items: [
    {
      _id: 'l1',
      productName: 'Tea',
      variationName: null,
      quantity: 1,
      priceAtSale: 4.5,
      lineTotal: 4.5,
      discount: 0,
      promotionDiscount: 0,
      promotions: [],
    },
  ],
  subtotal: 4.5,
  discountTotal: 0,
  taxes: [],
  pricesIncludeTax: false,
  rounding: 0,
  giftCards: [],
  totalAmount: 4.5,
  paymentMethod: 'Cash',
  payments: [{ method: 'Cash', amount: 5 }],
  change: 0.5,
  customer: null,
  loyalty: null,
} as unknown as TTransaction;

const offline = (shop: Parameters<typeof receiptShopOf>[0]) => ({
  shop: receiptShopOf(shop, 'Corner Shop'),
  settings: DEFAULT_GENERAL_SETTINGS,
  formatMoney: (n: number) => `$${n.toFixed(2)}`,
});

describe("an offline sale's receipt model", () => {
  it('is headed by the shop as the register last read it: logo, name, address and phone', async () => {
    const logo = 'data:image/png;base64,iVBORw0KGgo=';
    const model = await saleReceiptModel(
      sale,
      offline({ name: 'Corner Shop', address: '1 High Street', phone: '+44 20 7946 0000', logo }),
    );
    expect(model.logo).toBe(logo);
    expect(model.blocks.slice(0, 4)).toEqual([
      { kind: 'logo' },
      { kind: 'text', text: 'Corner Shop', bold: true, size: 'title', align: 'center' },
      { kind: 'text', text: '1 High Street', align: 'center', dim: true, gap: 1 },
      { kind: 'text', text: '+44 20 7946 0000', align: 'center', dim: true, gap: 1 },
    ]);
    expect(model.blocks).toContainEqual({ kind: 'barcode', value: 'K7Q2-15', gap: 4 });
  });

  it('is headed by the name alone where the register never read the shop, or it prints no more', async () => {
    for (const kept of [null, { name: 'Corner Shop', address: null, phone: null, logo: null }]) {
      const model = await saleReceiptModel(sale, offline(kept));
      expect(model.logo).toBeNull();
      expect(model.blocks[0]).toEqual({
        kind: 'text',
        text: 'Corner Shop',
        bold: true,
        size: 'title',
        align: 'center',
      });
      expect(model.blocks[1]?.kind).not.toBe('text');
    }
  });
});
