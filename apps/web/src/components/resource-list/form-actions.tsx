import { Button, Group } from '@mantine/core';
import { useSharedT } from '../shared-text';

/**
 * The buttons under every form (spec 2 §4: "Add X" or "Save Changes", "Saving..."); forms that
 * do something else than add or save name their own submit button.
 */
export function FormActions({
  itemTitle,
  isEdit = false,
  submitLabel,
  cancelLabel,
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
  const t = useSharedT();
  const label = submitLabel
    ? t(submitLabel)
    : isEdit
      ? t('Save Changes')
      : itemTitle
        ? t('Add {{item}}', { item: t(itemTitle) })
        : t('Add');
  return (
    <Group justify="flex-end" gap="sm" mt="md">
      <Button variant="default" onClick={onCancel} disabled={busy}>
        {cancelLabel ? t(cancelLabel) : t('Cancel')}
      </Button>
      <Button type="submit" disabled={busy || disabled} aria-busy={busy}>
        {busy ? t('Saving...') : label}
      </Button>
    </Group>
  );
}
