import { ActionIcon, Box, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useSharedT } from '../shared-text';
import type { RowBase } from './types';

export interface RowActions<Row> {
  itemName: (row: Row) => string;
  /** The delete button's label, translated: "Delete <name>", "Revoke <name>". */
  removeLabel: (row: Row) => string;
  /** Undefined when the screen has no form. */
  onEdit?: (row: Row) => void;
  /** Undefined when rows of this kind cannot be deleted at all. */
  onDelete?: (row: Row) => void;
  canEdit: (row: Row) => boolean;
  canDelete: (row: Row) => boolean;
}

const ICON_SIZE = 28;

/** Edit and delete of one row, labelled with the row's name ("Edit cashier"). */
export function RowActionButtons<Row extends RowBase>({
  row,
  actions,
}: {
  row: Row;
  actions: RowActions<Row>;
}) {
  const t = useSharedT();
  const name = actions.itemName(row);
  const edit = actions.onEdit && actions.canEdit(row) ? actions.onEdit : null;
  const remove = actions.onDelete && actions.canDelete(row) ? actions.onDelete : null;
  // An empty slot keeps the icons of every row in the same columns.
  const gap = <Box w={ICON_SIZE} aria-hidden />;
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {edit ? (
        <ActionIcon
          variant="subtle"
          size={ICON_SIZE}
          aria-label={t('Edit {{name}}', { name })}
          onClick={() => edit(row)}
        >
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      ) : (
        gap
      )}
      {remove ? (
        <ActionIcon
          variant="subtle"
          color="red"
          size={ICON_SIZE}
          aria-label={actions.removeLabel(row)}
          onClick={() => remove(row)}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      ) : actions.onDelete ? (
        gap
      ) : null}
    </Group>
  );
}
