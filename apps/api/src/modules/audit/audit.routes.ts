import { ZAuditEventRow, ZAuditEventsQuery } from '@pos/contracts/audit';
import { AUDIT_LOG_ACCESS } from '@pos/contracts/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerListRoutes } from '../../lib/list-routes.js';
import type { AppDeps } from '../../plugins/types.js';
import * as service from './audit.service.js';

/**
 * The audit log (DESIGN §13): a list and its CSV, nothing else — no route changes or
 * deletes an event.
 */
export const auditRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  registerListRoutes(app, {
    path: '/audit-events',
    access: AUDIT_LOG_ACCESS,
    query: ZAuditEventsQuery,
    row: ZAuditEventRow,
    list: (caller, q) => service.listAuditEvents(deps, caller, q),
    csv: {
      fileStem: 'audit-events',
      export: (caller, q) => service.exportAuditEvents(deps, caller, q),
    },
  });
};
