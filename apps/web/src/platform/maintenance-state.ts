import { DEFAULT_MAINTENANCE_MESSAGE } from '@pos/contracts/platform-constants';
import type { TPlatformInfo } from '@pos/contracts/platform-settings';
import type { MaintenanceReport } from './maintenance-report';

export interface MaintenanceInputs {
  /** Platform operators keep working during maintenance. */
  isOperator: boolean;
  /** The platform info as answered by the API (a remembered copy does not count). */
  info: TPlatformInfo | undefined;
  /** When that answer arrived (ms). */
  infoAt: number;
  /** The last call refused with 503 MAINTENANCE, if any. */
  report: MaintenanceReport | null;
}

/**
 * The maintenance message this user must see, or null when they may use the app. Whichever is
 * newer wins: a refused call says maintenance began since the platform info was read; a newer
 * platform info says whether it is still on (so "Try again" and the minute refresh end it).
 */
export function maintenanceMessageFor({
  isOperator,
  info,
  infoAt,
  report,
}: MaintenanceInputs): string | null {
  if (isOperator) return null;
  if (report && (!info || infoAt < report.at)) return report.message || DEFAULT_MAINTENANCE_MESSAGE;
  if (info?.maintenanceMode) return info.maintenanceMessage.trim() || DEFAULT_MAINTENANCE_MESSAGE;
  return null;
}
