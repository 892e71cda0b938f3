/** How the SQL snapshot (apps/api/sql-snapshot) calls sandbox.repository.ts's functions. */
import { sqlExamples } from '../../../sql-snapshot/examples.js';
import type * as sandbox from './sandbox.repository.js';

export const examples = sqlExamples<typeof sandbox>({
  insertSandboxOrder: [[{ id: 'o', amount: 100, currency: 'INR' }]],
  insertSandboxPayment: [[{ id: 'p', orderId: 'o', amount: 100, currency: 'INR' }]],
});
