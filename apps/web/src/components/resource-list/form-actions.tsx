import { Button, Group } from '@mantine/core';

/** The buttons under every resource form (spec 2 §4: "Add X" or "Save Changes", "Saving..."). */
export function FormActions({
  itemTitle,
  isEdit,
  busy,
  onCancel,
  disabled,
}: {
  itemTitle: string;
  isEdit: boolean;
  busy: boolean;
  onCancel: () => void;
  disabled?: boolean;
}) {
  return (
    <Group justify="flex-end" gap="sm" mt="md">
      <Button variant="default" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" disabled={busy || disabled} aria-busy={busy}>
        {busy ? 'Saving...' : isEdit ? 'Save Changes' : `Add ${itemTitle}`}
      </Button>
    </Group>
  );
}
