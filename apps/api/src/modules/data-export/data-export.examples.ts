/** How the SQL snapshot (apps/api/sql-snapshot) calls data-export.repository.ts's functions. */
import { AT, ID, type NotRendered, ORG, sqlExamples } from '../../../sql-snapshot/examples.js';

import type * as exportsRepo from './data-export.repository.js';
import { dataExports } from './data-export.tables.js';

export const examples = sqlExamples<typeof exportsRepo>({
  tablePage: [
    { label: 'first page', args: [dataExports, ORG, null, 2000] },
    { label: 'next page', args: [dataExports, ORG, ID, 2000] },
  ],
  insertDataExport: [[{ organizationId: ORG, id: ID, requestedBy: ID }]],
  markDone: [[ORG, ID, { tokenHash: 'hash', expiresAt: AT, sizeBytes: 1 }]],
  markFailed: [[ORG, ID, 'disk full']],
  exportByToken: [[ID, 'hash', AT]],
  liveExport: [[ID, AT]],
  unfinishedDataExport: [[ORG]],
  failInterrupted: [[AT, 'The server stopped']],
  expireDone: [[AT]],
});

export const notRendered: NotRendered<typeof exportsRepo> = {
  tableNameOf: 'no SQL: the name of an exported table',
  columnsOf: 'no SQL: the column names of an exported table',
};
