/** How the SQL snapshot (apps/api/sql-snapshot) calls stock.repository.ts's functions. */
import {
  ID,
  movePlan,
  type NotRendered,
  ORG,
  OTHER,
  sqlExamples,
} from '../../../sql-snapshot/examples.js';
import type * as stock from './stock.repository.js';

export const notRendered: NotRendered<typeof stock> = {
  levelKey: 'a map key of a stock item; runs no SQL',
  atStoreSql: 'parts of a statement; rendered within catalog findByCodeAtStore',
  shortfallOf: 'reads an error; runs no SQL',
};

export const examples = sqlExamples<typeof stock>({
  totalOf: [
    { label: 'product', args: [ORG, ID, null] },
    { label: 'variation', args: [ORG, ID, OTHER] },
  ],
  hasHistory: [
    { label: 'product', args: [ORG, ID] },
    { label: 'variation', args: [ORG, ID, OTHER] },
  ],
  moveLevels: [
    { label: 'refusing a shortfall', args: [movePlan(false)] },
    { label: 'negative stock allowed', args: [movePlan(true)] },
  ],
});
