// i18n-pending — words still written here, not yet from the catalogs
import { Button, Group } from '@mantine/core';

/**
 * The buttons under every form (spec 2 §4: "Add X" or "Save Changes", "Saving..."); forms that
 * do something else than add or save name their own submit button.
 */
export function FormActions({
  itemTitle,
  isEdit = false,
  submitLabel,
  cancelLabel = 'Cancel',
  busy,
  onCancel,
  disabled,
}: {
  itemTitle?: string;
  isEdit?: boolean;
  submitLabel?: string;
  cancelLabel?: string;
  busy: boolean;
  onCancel: () => void;
  disabled?: boolean;
}) {
  const label = submitLabel ?? (isEdit ? 'Save Changes' : `Add ${itemTitle ?? ''}`.trim());
  return (
    <Group justify="flex-end" gap="sm" mt="md">
      <Button variant="default" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button type="submit" disabled={busy || disabled} aria-busy={busy}>
        {busy ? 'Saving...' : label}
      </Button>
    </Group>
  );
}
