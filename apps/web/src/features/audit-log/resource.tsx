import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  AUDIT_MESSAGES,
  auditActorText,
  type TAuditEventRow,
} from '@pos/contracts/audit';
import { column, dateTimeColumn, isId, NOWRAP } from '../../components/resource-list/columns';
import { defineResource } from '../../components/resource-list/types';
import { type AuditLogQuery, auditLogApi } from './api';
import { ChangesCell } from './audit-cells';

/**
 * The audit log (DESIGN §13): who changed what, newest first, read only, with its CSV.
 * The API writes every event in the transaction of its change; nothing here adds or edits one.
 */
export const auditLogResource = defineResource<TAuditEventRow, AuditLogQuery>({
  ...auditLogApi,
  title: 'Audit Log',
  itemTitle: 'Audit Event',
  emptyNoun: 'audit events',
  screen: 'auditLog',
  columns: [
    dateTimeColumn('occurredAt', 'Time', (r) => r.occurredAt, 'occurredAt'),
    column('user', 'User', (r) => auditActorText(r) ?? '—', NOWRAP),
    column('action', 'Action', (r) => r.action, NOWRAP),
    column('entity', 'Entity', (r) => r.entityType, NOWRAP),
    column('changes', 'Changes', (r) => <ChangesCell row={r} />),
  ],
  filters: [
    {
      kind: 'select',
      param: 'userId',
      label: 'User',
      placeholder: 'All users',
      options: { endpoint: '/users', queryKeyRoot: 'users', query: { sort: 'name' } },
      isValid: isId,
    },
    {
      kind: 'select',
      param: 'entityType',
      label: 'Entity',
      placeholder: 'All entities',
      options: AUDIT_ENTITY_TYPES.map((t) => ({ value: t, label: t })),
    },
    {
      kind: 'select',
      param: 'action',
      label: 'Action',
      placeholder: 'All actions',
      options: AUDIT_ACTIONS.map((a) => ({ value: a, label: a })),
    },
    { kind: 'dateRange', fromParam: 'from', toParam: 'to', label: 'Date' },
  ],
  searchPlaceholder: 'Search user, entity or action',
  defaultSort: '-occurredAt',
  hideRowActions: true,
  itemName: (r) => `${r.action} ${r.entityType}`,
  csvExport: {
    endpoint: '/audit-events/export.csv',
    emptyText: AUDIT_MESSAGES.csvEmpty,
    failureText: AUDIT_MESSAGES.csvFailed,
  },
});
