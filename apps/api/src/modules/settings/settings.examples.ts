/** How the SQL snapshot (apps/api/sql-snapshot) calls settings.repository.ts's functions. */
import { ORG, sqlExamples } from '../../../sql-snapshot/examples.js';
import type * as settings from './settings.repository.js';

const generalSettings = {
  itemsPerPage: 10,
  currencySymbol: '$',
  currencyCode: 'USD',
  taxes: [],
  receiptShowLogo: true,
  receiptShowAddress: true,
  receiptShowCustomerName: true,
  receiptFooterMessage: '',
  allowNegativeStock: false,
  requireOpenShift: false,
  lowStockDigestHour: 8,
  timeZone: 'Europe/London',
  auditRetentionDays: 365,
};

export const examples = sqlExamples<typeof settings>({
  insertGeneralSettings: [[ORG, generalSettings]],
  upsertGeneralSettings: [[ORG, generalSettings]],
});
