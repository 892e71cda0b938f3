/** How the SQL snapshot (apps/api/sql-snapshot) calls subscription.repository.ts's functions. */
import { AT, ORG, sqlExamples } from '../../../sql-snapshot/examples.js';
import type * as subscription from './subscription.repository.js';

export const examples = sqlExamples<typeof subscription>({
  insertSubscription: [
    [{ organizationId: ORG, plan: 'trail', status: 'active', startDate: AT, validUntil: AT }],
  ],
  findSubscription: [
    { label: 'read', args: [ORG] },
    { label: 'for update', args: [ORG, true] },
  ],
  updateSubscription: [[ORG, { status: 'active', validUntil: AT }]],
});
