import { isOperatorRole } from '@pos/contracts/permissions';
import { MAINTENANCE_CODE } from '@pos/contracts/platform-settings';
import { AppError } from '../../lib/errors.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { getPlatformSettings } from './platform-settings.service.js';

/** A platform operator: an operator role in the platform organization (never a tenant's role). */
const isPlatformOperator = (caller: Caller) =>
  caller.organizationKind === 'platform' && isOperatorRole(caller.role);

/**
 * DESIGN §9: while maintenance is on, everyone but the platform operators gets 503 with the
 * operators' message; operators keep working (and switch it off).
 */
export async function refuseDuringMaintenance(deps: AppDeps, caller: Caller | null) {
  if (caller && isPlatformOperator(caller)) return;
  const settings = await getPlatformSettings(deps.db);
  if (settings.maintenanceMode) {
    throw new AppError(MAINTENANCE_CODE, settings.maintenanceMessage);
  }
}
