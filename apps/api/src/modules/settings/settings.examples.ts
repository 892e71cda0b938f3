/** How the SQL snapshot (apps/api/sql-snapshot) calls settings.repository.ts's functions. */
import { DEFAULT_GENERAL_SETTINGS } from '@pos/contracts/settings-defaults';
import { ORG, sqlExamples } from '../../../sql-snapshot/examples.js';
import type * as settings from './settings.repository.js';

const generalSettings = {
  ...DEFAULT_GENERAL_SETTINGS,
  receiptFooterMessage: '',
  requireOpenShift: false,
  timeZone: 'Europe/London',
};

export const examples = sqlExamples<typeof settings>({
  insertGeneralSettings: [[ORG, generalSettings]],
  upsertGeneralSettings: [[ORG, generalSettings]],
});
