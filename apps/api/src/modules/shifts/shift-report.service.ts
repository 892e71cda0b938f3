import type { AppDeps, Caller } from '../../plugins/types.js';
import { findOrganization } from '../organization/organization.service.js';
import { generalSettingsOf } from '../settings/settings.service.js';
import { renderShiftReportPdf, reportKind } from './documents/shift-report-pdf.js';
import { shiftForReport } from './shifts.service.js';

/** How a viewer reads dates and amounts: their time zone and language tag. */
export interface Viewer {
  timeZone: string;
  locale: string;
}

/**
 * `GET /shifts/:id/report.pdf`: an X report (the figures so far) while the shift is open, the
 * Z report (the figures kept at the close) once it is closed.
 */
export async function shiftReportPdf(deps: AppDeps, caller: Caller, id: string, viewer: Viewer) {
  const org = caller.organizationId;
  const [shift, organization, settings] = await Promise.all([
    shiftForReport(deps, caller, id),
    findOrganization(deps.db, org),
    generalSettingsOf(deps.db, org),
  ]);
  const pdf = await renderShiftReportPdf({
    shift,
    organizationName: organization?.name ?? '',
    settings,
    printedAt: new Date(),
    ...viewer,
  });
  return { pdf, kind: reportKind(shift) };
}
