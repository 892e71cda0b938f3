/** How the SQL snapshot (apps/api/sql-snapshot) calls sales.repository.ts's functions. */
import { AT, ID, movePlan, ORG, OTHER, sqlExamples } from '../../../sql-snapshot/examples.js';
import type * as sales from './sales.repository.js';

type SaleRecord = Parameters<typeof sales.recordSale>[2];

/** A one-unit cash sale's record, with `changes` to its transaction. */
const sale = (changes: Partial<SaleRecord['transaction']> = {}): SaleRecord => ({
  transaction: {
    id: ID,
    customerId: null,
    storeId: ID,
    userId: ID,
    paymentMethod: 'Cash',
    shiftId: ID,
    amountPaid: '1.00',
    changeGiven: '0.00',
    approvedBy: null,
    saleDiscount: '0.00',
    discountReason: null,
    subtotal: '1.00',
    discountTotal: '0.00',
    taxes: [],
    taxTotal: '0.00',
    pricesIncludeTax: false,
    rounding: '0.00',
    totalAmount: '1.00',
    transactionDate: AT,
    idempotencyKey: null,
    requestHash: null,
    offline: null,
    reviewReasons: [],
    ...changes,
  },
  items: [],
  payments: [{ id: ID, method: 'Cash', amount: '1.00' }],
  ledger: [],
});

export const examples = sqlExamples<typeof sales>({
  returnsOf: [
    { label: 'of a sale', args: [ORG, { transactionId: ID }] },
    { label: 'one return', args: [ORG, { returnId: ID }] },
  ],
  findTransaction: [
    { label: 'read', args: [ORG, ID] },
    { label: 'lock', args: [ORG, ID, true] },
  ],
  saleContext: [
    {
      label: 'default store',
      args: [
        ORG,
        {
          userId: ID,
          storeId: null,
          customerId: null,
          idempotencyKey: null,
          productIds: [ID],
          couponKeys: [],
        },
      ],
    },
    {
      label: 'store, customer, idempotency key and a coupon',
      args: [
        ORG,
        {
          userId: ID,
          storeId: ID,
          customerId: ID,
          idempotencyKey: 'k',
          productIds: [ID],
          couponKeys: ['WELCOME10'],
        },
      ],
    },
    {
      label: 'offline, naming its shift',
      args: [
        ORG,
        {
          userId: ID,
          storeId: null,
          customerId: null,
          idempotencyKey: 'k',
          productIds: [ID],
          couponKeys: [],
          offline: { shiftId: ID, createdAt: AT },
        },
      ],
    },
    {
      label: 'paid from store credit and a gift card',
      args: [
        ORG,
        {
          userId: ID,
          storeId: null,
          customerId: ID,
          idempotencyKey: null,
          productIds: [ID],
          couponKeys: [],
          storedValue: {
            customerKinds: ['store_credit'],
            codeHashes: ['ab12'],
            throttleKeys: ['card:ip:10.0.0.1'],
          },
        },
      ],
    },
  ],
  recordSale: [
    [ORG, sale(), movePlan(false)],
    {
      label: 'offline, flagged oversold when stock goes below zero',
      args: [
        ORG,
        sale({
          shiftId: null,
          idempotencyKey: 'k',
          requestHash: 'h',
          offline: { deviceId: ID, localNumber: 'AB12-42', syncedAt: AT },
          reviewReasons: ['price_changed'],
        }),
        movePlan(true),
        { flagOversold: true },
      ],
    },
    {
      label: 'paid by gift card: its ledger row',
      args: [
        ORG,
        {
          ...sale({ paymentMethod: 'GiftCard' }),
          payments: [{ id: ID, method: 'GiftCard', amount: '1.00' }],
          ledger: [
            {
              id: ID,
              accountId: OTHER,
              kind: 'redeem',
              amount: '-1.00',
              reason: null,
              transactionId: ID,
              returnId: null,
              userId: ID,
            },
          ],
        },
        movePlan(false),
      ],
    },
    {
      label: 'sold without stock, reading the moves below zero',
      args: [ORG, sale({ shiftId: null }), movePlan(true), { belowZero: true }],
    },
  ],
  stockAtStore: [[ORG, ID, [{ productId: ID, variationId: null }]]],
  findByLocalNumber: [[ORG, 'AB12-42']],
  markReviewed: [[ORG, ID, ID]],
  saleLedgerRows: [[ORG, ID]],
});
