import { Checkbox, Paper, ScrollArea, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { TOption } from '@pos/contracts/list';
import { useTranslation } from 'react-i18next';

/** Any `{_id, name}` permission; descriptions show under the names when present. */
export interface PermissionItem extends TOption {
  description?: string | null;
}

interface PermissionChecklistProps {
  label: string;
  description?: string;
  permissions: readonly PermissionItem[] | undefined;
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** Every box checked and locked (the Owner role). */
  allLocked?: boolean;
  disabled?: boolean;
  error?: string;
  /** The permissions could not be loaded (the form says why above). */
  failed?: boolean;
}

/** The checkbox list of all permissions, used by the user and role forms. */
export function PermissionChecklist({
  label,
  description,
  permissions,
  value,
  onChange,
  allLocked,
  disabled,
  error,
  failed,
}: PermissionChecklistProps) {
  const { t } = useTranslation('common');
  const checked = allLocked ? (permissions ?? []).map((p) => p._id) : [...value];
  return (
    <Checkbox.Group
      label={label}
      description={description}
      value={checked}
      onChange={onChange}
      error={error}
    >
      <Paper withBorder p="sm" mt={6}>
        <ScrollArea.Autosize mah={260} type="auto" offsetScrollbars>
          {failed ? (
            <Text size="sm" c="dimmed">
              {t('The permissions could not be loaded.')}
            </Text>
          ) : permissions === undefined ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
              {Array.from({ length: 6 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <Skeleton key={i} height={18} />
              ))}
            </SimpleGrid>
          ) : permissions.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('No permissions yet.')}
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
              {permissions.map((p) => (
                <Checkbox
                  key={p._id}
                  value={p._id}
                  label={p.name}
                  description={p.description ?? undefined}
                  disabled={allLocked || disabled}
                />
              ))}
            </SimpleGrid>
          )}
        </ScrollArea.Autosize>
      </Paper>
    </Checkbox.Group>
  );
}
