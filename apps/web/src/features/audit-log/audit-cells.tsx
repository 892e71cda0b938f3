import { Button, Modal, Stack, Table, Text } from '@mantine/core';
import { summarizeChanges, type TAuditEventRow } from '@pos/contracts/audit';
import { useState } from 'react';
import { formatDateTime } from '../../lib/dates';

const valueText = (v: unknown) =>
  v === null || v === undefined ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v);

/** Every changed field: its old and new value. */
export function AuditDiff({ row }: { row: TAuditEventRow }) {
  const fields = Object.entries(row.changes);
  if (fields.length === 0) return <Text size="sm">No field changes recorded.</Text>;
  return (
    <Table withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Field</Table.Th>
          <Table.Th>Old</Table.Th>
          <Table.Th>New</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {fields.map(([field, c]) => (
          <Table.Tr key={field}>
            <Table.Td>{field}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{valueText(c.before)}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{valueText(c.after)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The changes in one line, and a button to their details (old → new per field). */
export function ChangesCell({ row }: { row: TAuditEventRow }) {
  const [open, setOpen] = useState(false);
  const summary = summarizeChanges(row.changes);
  return (
    <Stack gap={4} align="flex-start">
      <Text size="sm" miw={160} maw={320} style={{ overflowWrap: 'anywhere' }}>
        {summary || '—'}
      </Text>
      <Button size="compact-xs" variant="light" onClick={() => setOpen(true)}>
        Details
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Audit event" size="lg">
        <Stack gap="xs">
          <Text size="sm">
            {formatDateTime(row.occurredAt)} · {row.userName ?? 'Unknown user'}
            {row.ip ? ` · ${row.ip}` : ''}
          </Text>
          <Text size="sm">
            {row.action} {row.entityType}
            {row.entityId ? ` ${row.entityId}` : ''}
            {row.approvedByName ? ` · approved by ${row.approvedByName}` : ''}
          </Text>
          <AuditDiff row={row} />
        </Stack>
      </Modal>
    </Stack>
  );
}
