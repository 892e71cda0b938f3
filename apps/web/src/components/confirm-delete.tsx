import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/** Spec 1 §2: every delete asks first, naming what goes. */
export function confirmDelete({
  itemName,
  onConfirm,
}: {
  itemName: string;
  onConfirm: () => void;
}) {
  modals.openConfirmModal({
    title: 'Confirm deletion',
    centered: true,
    children: (
      <Text size="sm">{`Are you sure you want to delete ${itemName}? This action cannot be undone.`}</Text>
    ),
    labels: { confirm: 'Delete', cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
