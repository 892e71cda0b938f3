/** How the SQL snapshot (apps/api/sql-snapshot) calls stored-value-report.repository.ts's functions. */
import { ID, ORG, sqlExamples } from '../../../sql-snapshot/examples.js';
import type * as storedValueReport from './stored-value-report.repository.js';

/** A month of the organization's days, in its zone. */
const MONTH = { org: ORG, from: '2024-01-01', to: '2024-01-31', tz: 'America/New_York' };

export const examples = sqlExamples<typeof storedValueReport>({
  storedValueSums: [[MONTH, ['gift_card', 'store_credit']]],
  giftCardsSold: [
    { label: 'every store', args: [{ ...MONTH, storeId: null }] },
    { label: 'one store', args: [{ ...MONTH, storeId: ID }] },
  ],
});
