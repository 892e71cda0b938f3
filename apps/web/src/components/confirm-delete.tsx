// i18n-pending — words still written here, not yet from the catalogs
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/**
 * What removing a row is called on its screen: a delete, unless the row stays and is switched
 * off for good (an API key is revoked).
 */
export interface Removal {
  /** The button's word: "Delete", "Revoke". */
  verb: string;
  /** The dialog's title. */
  title: string;
  /** After the name, in the success message: "deleted successfully!". */
  done: string;
  /** What follows, after the question. */
  consequence: string;
}

export const DELETION: Removal = {
  verb: 'Delete',
  title: 'Confirm deletion',
  done: 'deleted successfully!',
  consequence: 'This action cannot be undone.',
};

/** Spec 1 §2: every delete asks first, naming what goes. */
export function confirmDelete({
  itemName,
  onConfirm,
  removal = DELETION,
}: {
  itemName: string;
  onConfirm: () => void;
  removal?: Removal;
}) {
  modals.openConfirmModal({
    title: removal.title,
    centered: true,
    children: (
      <Text size="sm">{`Are you sure you want to ${removal.verb.toLowerCase()} ${itemName}? ${removal.consequence}`}</Text>
    ),
    labels: { confirm: removal.verb, cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
