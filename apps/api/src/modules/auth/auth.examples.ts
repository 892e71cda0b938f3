/** How the SQL snapshot (apps/api/sql-snapshot) calls auth.repository.ts's functions. */
import { AT, ID, ORG, sqlExamples } from '../../../sql-snapshot/examples.js';
import type * as auth from './auth.repository.js';

export const examples = sqlExamples<typeof auth>({
  lockTokensOf: [[ID, 'password_reset']],
  voidTokens: [[ORG, ID, 'password_reset']],
  insertToken: [
    [
      {
        organizationId: ORG,
        userId: ID,
        kind: 'email_verification',
        tokenHash: 'h',
        expiresAt: AT,
        email: 'e',
      },
    ],
  ],
  countRecentTokens: [[ORG, ID, 'password_reset', AT]],
  consumeToken: [['h', 'password_reset', AT]],
});
