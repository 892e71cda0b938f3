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
import { msg, serverText } from '../../lib/i18n';
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
  title: msg('Audit Log'),
  itemTitle: msg('Audit Event'),
  emptyNoun: msg('audit events'),
  screen: 'auditLog',
  columns: [
    dateTimeColumn('occurredAt', msg('Time'), (r) => r.occurredAt, 'occurredAt'),
    column('user', msg('User'), (r) => auditActorText(r) ?? '—', NOWRAP),
    column('action', msg('Action'), (r) => <EventCell row={r} />),
    column('entity', msg('Entity'), (r) => serverText(auditEntityLabel(r.entityType)), NOWRAP),
    column('changes', msg('Changes'), (r) => <ChangesCell row={r} />),
  ],
  filters: [
    {
      kind: 'select',
      param: 'userId',
      label: msg('User'),
      placeholder: msg('All users'),
      options: { endpoint: '/users', queryKeyRoot: 'users', query: { sort: 'name' } },
      isValid: isId,
    },
    {
      kind: 'select',
      param: 'entityType',
      label: msg('Entity'),
      placeholder: msg('All entities'),
      options: choices(AUDIT_ENTITY_TYPES, auditEntityLabel),
    },
    {
      kind: 'select',
      param: 'action',
      label: msg('Action'),
      placeholder: msg('All actions'),
      options: choices(AUDIT_ACTIONS, auditActionLabel),
    },
    { kind: 'dateRange', fromParam: 'from', toParam: 'to', label: msg('Date') },
  ],
  searchPlaceholder: msg('Search by user'),
  defaultSort: '-occurredAt',
  hideRowActions: true,
  itemName: auditEventTitle,
  csvExport: {
    endpoint: '/audit-events/export.csv',
    emptyText: AUDIT_MESSAGES.csvEmpty,
    failureText: AUDIT_MESSAGES.csvFailed,
  },
});
