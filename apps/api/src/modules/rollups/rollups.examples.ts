/** How the SQL snapshot (apps/api/sql-snapshot) calls rollups.repository.ts's functions. */
import { AT, ID, sqlExamples } from '../../../sql-snapshot/examples.js';
import type * as rollups from './rollups.repository.js';

export const examples = sqlExamples<typeof rollups>({
  applyWindow: [
    { label: 'the first window', args: [ID, null, AT] },
    { label: 'the last window', args: [ID, AT, null] },
  ],
  findState: [
    { label: 'read', args: [ID] },
    { label: 'for update', args: [ID, true] },
  ],
  insertState: [[ID, 'UTC']],
  zoneOf: [[ID, 'Asia/Kolkata']],
  startBuildingOutOfZone: [['Asia/Kolkata']],
  findView: [[ID, 'Asia/Kolkata']],
  startBuilding: [
    { label: 'always', args: [ID, 'UTC'] },
    { label: 'unless in the zone already', args: [ID, 'UTC', { unlessIn: true }] },
  ],
  windowEnd: [
    { label: 'from the start', args: [ID, null, 5000] },
    { label: 'after the cursor', args: [ID, AT, 5000] },
  ],
  advanceCursor: [[ID, AT]],
});
