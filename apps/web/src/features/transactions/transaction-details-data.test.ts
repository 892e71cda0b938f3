import { describe, expect, it } from 'vitest';
import { receiptPdfPath } from '../../api/pdf';
import { i18n } from '../../lib/i18n';
import {
  hasLineDiscounts,
  invoicePdfPath,
  itemLabel,
  netTotal,
  refundPrompt,
  returnedLabel,
} from './transaction-details-data';

const t = i18n.getFixedT('en', 'transactions');

describe('transaction details data', () => {
  it('names an item with its variation', () => {
    expect(itemLabel({ productName: 'Tee', variationName: null })).toBe('Tee');
    expect(itemLabel({ productName: 'Tee', variationName: 'Red / M' })).toBe('Tee – Red / M');
  });

  it('shows the discount column only when a line has one', () => {
    expect(hasLineDiscounts([{ discount: 0 }, { discount: 0 }])).toBe(false);
    expect(hasLineDiscounts([{ discount: 0 }, { discount: 1.5 }])).toBe(true);
    expect(hasLineDiscounts([])).toBe(false);
  });

  it('says how many units a refund returns to stock: what the returns left', () => {
    const items = [
      { _id: 'a', quantity: 2 },
      { _id: 'b', quantity: 1 },
    ] as Parameters<typeof refundPrompt>[1]['items'];
    expect(refundPrompt(t, { items, returns: [] }, 'abc')).toContain(
      '3 items will be returned to stock',
    );
    expect(refundPrompt(t, { items: items.slice(1), returns: [] }, 'abc')).toContain(
      '1 item will be',
    );
    const returns = [{ items: [{ itemId: 'a', quantity: 1 }] }] as Parameters<
      typeof refundPrompt
    >[1]['returns'];
    expect(refundPrompt(t, { items, returns }, 'abc')).toBe(
      'Refund sale abc? What its returns left is refunded: its status becomes Refunded and 2 items will be returned to stock. This cannot be undone.',
    );
  });

  it('says how much of a line came back: a dash for none, "1 of 3", "3 of 3"', () => {
    expect(returnedLabel(t, 0, 3)).toBe('—');
    expect(returnedLabel(t, 1, 3)).toBe('1 of 3');
    expect(returnedLabel(t, 3, 3)).toBe('3 of 3');
  });

  it('nets the refunds off the total in cents', () => {
    expect(netTotal({ totalAmount: 38.5, refundedTotal: 11 })).toBe(27.5);
    expect(netTotal({ totalAmount: 0.3, refundedTotal: 0.1 })).toBe(0.2);
  });

  it('builds the document paths', () => {
    expect(invoicePdfPath('a/b')).toBe('/invoice/a%2Fb/pdf');
    expect(receiptPdfPath('x')).toBe('/transactions/x/receipt.pdf');
  });
});
