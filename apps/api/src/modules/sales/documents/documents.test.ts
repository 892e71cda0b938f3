import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TTransaction } from '@pos/contracts/sales';
import type { TGeneralSettings } from '@pos/contracts/settings';
import { describe, expect, it } from 'vitest';
import { renderInvoicePdf } from './invoice-pdf.js';
import { renderReceiptPdf } from './receipt-pdf.js';
import type { SaleDocument } from './sale-document.js';

const settings: TGeneralSettings = {
  itemsPerPage: 20,
  currencySymbol: '€',
  currencyCode: 'EUR',
  taxes: [],
  receiptShowLogo: true,
  receiptShowAddress: true,
  receiptShowCustomerName: true,
  receiptFooterMessage: 'Thank you for shopping with us!',
  allowNegativeStock: false,
};

function sale(): TTransaction {
  return {
    _id: '0193a2b4-5c6d-7e8f-9a0b-1c2d3e4f5a6b',
    status: 'Completed',
    paymentMethod: 'Card',
    transactionDate: '2026-11-22T19:05:00.000Z',
    customer: { _id: 'c1', name: 'Zoë Müller', email: 'zoe@example.com', phone: '+49 30 1234567' },
    customerName: 'Zoë Müller',
    store: { _id: 's1', name: 'Downtown' },
    cashier: { _id: 'u1', name: 'Sam Cashier' },
    items: [
      {
        _id: 'i1',
        productId: 'p1',
        variationId: 'v1',
        productName: 'Espresso machine',
        variationName: 'Matte black',
        sku: 'ESP-BLK',
        quantity: 2,
        priceAtSale: 1200,
        discount: 150,
        lineTotal: 2250,
      },
      {
        _id: 'i2',
        productId: 'p2',
        variationId: null,
        productName: 'Green tea',
        variationName: null,
        sku: 'TEA-G',
        quantity: 3,
        priceAtSale: 4.5,
        discount: 0,
        lineTotal: 13.5,
      },
    ],
    subtotal: 2413.5,
    discountTotal: 150,
    taxes: [
      { name: 'VAT', rate: 19, amount: 430.07 },
      { name: 'Eco levy', rate: 0.5, amount: 11.32 },
    ],
    taxTotal: 441.39,
    totalAmount: 2704.89,
    refundedAt: null,
  };
}

const doc = (): SaleDocument => ({
  sale: sale(),
  organization: { name: 'Kaffeehaus GmbH', address: 'Hauptstraße 1, 10115 Berlin', phone: '+49 30 999', email: 'shop@kaffeehaus.example' },
  settings,
  timeZone: 'Europe/Berlin',
});

describe('smoke', () => {
  it('writes', async () => {
    writeFileSync('/tmp/inv.pdf', await renderInvoicePdf(doc()));
    writeFileSync('/tmp/rec.pdf', await renderReceiptPdf(doc()));
  });
});
