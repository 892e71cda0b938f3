import { formatMoney } from '@pos/contracts/money';
import type { TReceiptModel } from '@pos/contracts/receipt-model';
import { reportKind, shiftReport } from '@pos/contracts/shift-report-model';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { findOrganization } from '../organization/organization.service.js';
import { receiptFormat } from '../sales/documents/receipt-blocks.js';
import { generalSettingsOf, timeZoneOf } from '../settings/settings.service.js';
import { renderShiftReportPdf } from './documents/shift-report-pdf.js';
import { shiftForReport } from './shifts.service.js';

/**
 * How a viewer reads dates and amounts: a time zone (absent: the organization's) and a language
 * tag.
 */
export interface Viewer {
  timeZone?: string | undefined;
  locale: string;
}

/**
 * `GET /shifts/:id/report.pdf`: an X report (the figures so far) while the shift is open, the
 * Z report (the figures kept at the close) once it is closed.
 */
export async function shiftReportPdf(deps: AppDeps, caller: Caller, id: string, viewer: Viewer) {
  const report = await shiftReportOf(deps, caller, id, viewer);
  return { pdf: await renderShiftReportPdf(report), kind: reportKind(report.shift) };
}

async function shiftReportOf(deps: AppDeps, caller: Caller, id: string, viewer: Viewer) {
  const org = caller.organizationId;
  const [shift, organization, settings, timeZone] = await Promise.all([
    shiftForReport(deps, caller, id),
    findOrganization(deps.db, org),
    generalSettingsOf(deps.db, org),
    viewer.timeZone ?? timeZoneOf(deps, org),
  ]);
  return {
    shift,
    organizationName: organization?.name ?? '',
    settings,
    printedAt: new Date(),
    locale: viewer.locale,
    timeZone,
  };
}

/**
 * `GET /shifts/:id/report`: the X or Z report as receipt-model blocks, for the register's
 * thermal printer — the PDF's very lines, formatted as the viewer reads them.
 */
export async function shiftReportModel(
  deps: AppDeps,
  caller: Caller,
  id: string,
  viewer: Viewer,
): Promise<TReceiptModel> {
  const r = await shiftReportOf(deps, caller, id, viewer);
  const blocks = shiftReport(
    r.shift,
    r.organizationName,
    receiptFormat((n) => formatMoney(n, r.settings.currencySymbol, r.locale), r),
    r.printedAt.toISOString(),
  );
  return { blocks, logo: null };
}
