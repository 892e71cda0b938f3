// i18n-pending — words still written here, not yet from the catalogs
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  AUDIT_MESSAGES,
  auditActorText,
  type TAuditEventRow,
} from '@pos/contracts/audit';
import { auditActionLabel, auditEntityLabel, auditEventTitle } from '@pos/contracts/audit-words';
import { column, dateTimeColumn, isId, NOWRAP } from '../../components/resource-list/columns';
import { defineResource } from '../../components/resource-list/types';
import { type AuditLogQuery, auditLogApi } from './api';
import { ChangesCell, EventCell } from './audit-cells';

/** A filter's choices: the codes as values, their labels shown, in the labels' order. */
const choices = (codes: readonly string[], label: (code: string) => string) =>
  codes
    .map((value) => ({ value, label: label(value) }))
    .sort((a, b) => a.label.localeCompare(b.label));

/**
 * The audit log (DESIGN §13): who changed what, newest first, read only, with its CSV.
 * The API writes every event in the transaction of its change; nothing here adds or edits one.
 * It speaks as the screens do (docs/guide/reports-and-audit.md, "Audit log"): events, entities
 * and fields by their labels, while the filters still send the stored codes. The search matches
 * the user's name (and the stored codes, which the screen no longer shows: the Entity and Action
 * filters are the way to those).
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
    column('action', 'Action', (r) => <EventCell row={r} />),
    column('entity', 'Entity', (r) => auditEntityLabel(r.entityType), NOWRAP),
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
      options: choices(AUDIT_ENTITY_TYPES, auditEntityLabel),
    },
    {
      kind: 'select',
      param: 'action',
      label: 'Action',
      placeholder: 'All actions',
      options: choices(AUDIT_ACTIONS, auditActionLabel),
    },
    { kind: 'dateRange', fromParam: 'from', toParam: 'to', label: 'Date' },
  ],
  searchPlaceholder: 'Search by user',
  defaultSort: '-occurredAt',
  hideRowActions: true,
  itemName: auditEventTitle,
  csvExport: {
    endpoint: '/audit-events/export.csv',
    emptyText: AUDIT_MESSAGES.csvEmpty,
    failureText: AUDIT_MESSAGES.csvFailed,
  },
});
