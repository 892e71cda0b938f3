/** How the SQL snapshot (apps/api/sql-snapshot) calls customer-display.repository.ts's functions. */
import { AT, ID, ORG, sqlExamples } from '../../../sql-snapshot/examples.js';
import type * as displays from './customer-display.repository.js';

export const examples = sqlExamples<typeof displays>({
  insertDisplay: [
    [ORG, { id: ID, deviceId: ID, createdBy: ID, codeHash: 'hash', codeExpiresAt: AT }],
  ],
  claimDisplay: [[{ codeHash: 'hash', tokenHash: 'hash', now: AT, expiresAt: AT }]],
  saveDisplayState: [[ORG, ID, { phase: 'idle' }, AT]],
  deleteEndedDisplays: [[AT]],
});
