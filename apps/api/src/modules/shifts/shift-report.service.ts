import { reportKind } from '@pos/contracts/shift-report-model';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { findOrganization } from '../organization/organization.service.js';
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
  const org = caller.organizationId;
  const [shift, organization, settings, timeZone] = await Promise.all([
    shiftForReport(deps, caller, id),
    findOrganization(deps.db, org),
    generalSettingsOf(deps.db, org),
    viewer.timeZone ?? timeZoneOf(deps, org),
  ]);
  const pdf = await renderShiftReportPdf({
    shift,
    organizationName: organization?.name ?? '',
    settings,
    printedAt: new Date(),
    locale: viewer.locale,
    timeZone,
  });
  return { pdf, kind: reportKind(shift) };
}
