/** How the SQL snapshot (apps/api/sql-snapshot) calls payments.repository.ts's functions. */
import { ORG, sqlExamples } from '../../../sql-snapshot/examples.js';
import type * as payments from './payments.repository.js';

export const examples = sqlExamples<typeof payments>({
  insertOrder: [
    [
      {
        organizationId: ORG,
        orderId: 'o',
        plan: 'basic',
        amount: 100,
        currency: 'INR',
        status: 'created',
      },
    ],
  ],
  findOrder: [['o']],
  lockOrder: [[ORG, 'o']],
  markOrder: [[ORG, 'o', 'paid', 'p']],
  insertTransaction: [
    [
      {
        organizationId: ORG,
        subscriptionId: 's',
        paymentId: 'p',
        customerId: 'c',
        plan: 'basic',
        amount: 100,
        currency: 'INR',
        status: 'success',
      },
    ],
  ],
  recordWebhookEvent: [['e', 'payment.captured', {}]],
});
