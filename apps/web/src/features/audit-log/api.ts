import type { ZAuditEventsQuery } from '@pos/contracts/audit';
import { type ListQuery, resourceApi } from '../../components/resource-list/types';

/** The audit log, read only: the API writes its events with the changes they record. */
export const auditLogApi = resourceApi('/audit-events', 'audit-events');

export type AuditLogQuery = ListQuery<typeof ZAuditEventsQuery>;
