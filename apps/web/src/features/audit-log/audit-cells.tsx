import { Button, Modal, Stack, Table, Text } from '@mantine/core';
import { auditActorText, type TAuditEventRow } from '@pos/contracts/audit';
import {
  auditApprovalText,
  auditChangeLines,
  auditChangesText,
  auditEntityLabel,
  auditEventTitle,
} from '@pos/contracts/audit-words';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/dates';
import { serverText } from '../../lib/i18n';

/**
 * The event in words ("Stock count posted") and, when a manager's PIN allowed it, who approved
 * it, under the title in the list itself (docs/guide/reports-and-audit.md, "Audit log").
 */
export function EventCell({ row }: { row: TAuditEventRow }) {
  const approval = auditApprovalText(row, serverText);
  return (
    <Stack gap={2} miw={140}>
      <Text size="sm" fw={500}>
        {serverText(auditEventTitle(row))}
      </Text>
      {approval ? (
        <Text size="xs" c="dimmed">
          {approval}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Every changed field by its form label: its old and new value. */
export function AuditDiff({ row }: { row: TAuditEventRow }) {
  const { t } = useTranslation('audit-log');
  const lines = auditChangeLines(row, serverText);
  if (lines.length === 0) return <Text size="sm">{t('No field changes recorded.')}</Text>;
  return (
    <Table withTableBorder aria-label={t('Changed fields')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('Field')}</Table.Th>
          <Table.Th>{t('Old')}</Table.Th>
          <Table.Th>{t('New')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((l) => (
          <Table.Tr key={l.key}>
            <Table.Td>{l.label}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{l.before}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{l.after}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The changes in one line, and a button to their details (old → new per field). */
export function ChangesCell({ row }: { row: TAuditEventRow }) {
  const { t } = useTranslation('audit-log');
  const [open, setOpen] = useState(false);
  const summary = auditChangesText(row, serverText);
  const title = serverText(auditEventTitle(row));
  const approval = auditApprovalText(row, serverText);
  return (
    <Stack gap={4} align="flex-start">
      <Text size="sm" miw={160} maw={320} style={{ overflowWrap: 'anywhere' }}>
        {summary || '—'}
      </Text>
      <Button
        size="compact-xs"
        variant="light"
        onClick={() => setOpen(true)}
        aria-label={t('Details of {{title}}, {{time}}', {
          title,
          time: formatDateTime(row.occurredAt),
        })}
      >
        {t('Details')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('Audit event')} size="lg">
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            {title}
          </Text>
          <Text size="sm">
            {formatDateTime(row.occurredAt)} · {auditActorText(row) ?? t('Unknown user')}
            {row.ip ? ` · ${row.ip}` : ''}
          </Text>
          <Text size="sm">
            {serverText(auditEntityLabel(row.entityType))}
            {row.entityId ? ` ${row.entityId}` : ''}
          </Text>
          {approval ? <Text size="sm">{approval}</Text> : null}
          <AuditDiff row={row} />
        </Stack>
      </Modal>
    </Stack>
  );
}
