/** How the SQL snapshot (apps/api/sql-snapshot) calls charge-accounts.repository.ts's functions. */
import { ID, type NotRendered, ORG, sqlExamples } from '../../../sql-snapshot/examples.js';
import type * as chargeAccounts from './charge-accounts.repository.js';

export const notRendered: NotRendered<typeof chargeAccounts> = {
  openChargesSql: 'a part of a statement; rendered within openCharges and ageingList',
};

export const examples = sqlExamples<typeof chargeAccounts>({
  lockChargeAccount: [[ORG, ID]],
  openCharges: [[ORG, ID]],
});
