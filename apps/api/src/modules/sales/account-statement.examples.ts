/** How the SQL snapshot (apps/api/sql-snapshot) calls account-statement.repository.ts's functions. */
import { ID, ORG, sqlExamples } from '../../../sql-snapshot/examples.js';
import type * as statement from './account-statement.repository.js';

export const examples = sqlExamples<typeof statement>({
  statementOf: [[ORG, ID, { from: '2026-11-01', to: '2026-11-30', timeZone: 'Asia/Kolkata' }]],
  countStatementEmail: [[ORG, ID, 10]],
  uncountStatementEmail: [[ORG, ID]],
});
