import { ZAuditEventRow, ZAuditEventsQuery } from '@pos/contracts/audit';
import { AUDIT_LOG_ACCESS } from '@pos/contracts/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerListRoutes } from '../../lib/list-routes.js';
import type { AppDeps } from '../../plugins/types.js';
// The organization's time zone is looked up here: the settings service records its own changes
// in the audit log, so the audit service cannot ask it back.
import { inOrganizationTimeZone, timeZoneOf } from '../settings/settings.service.js';
import * as service from './audit.service.js';

/**
 * The audit log (issue 23 part 4): a list and its CSV, nothing else — no route changes or
 * deletes an event.
 */
export const auditRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  registerListRoutes(app, {
    path: '/audit-events',
    access: AUDIT_LOG_ACCESS,
    query: ZAuditEventsQuery,
    row: ZAuditEventRow,
    list: async (caller, q) =>
      service.listAuditEvents(
        deps,
        caller,
        await inOrganizationTimeZone(deps, caller.organizationId, q),
      ),
    csv: {
      fileStem: 'audit-events',
      export: async (caller, q) => {
        const timeZone = await timeZoneOf(deps, caller.organizationId);
        return service.exportAuditEvents(deps, caller, { ...q, timeZone }, timeZone);
      },
    },
  });
};
