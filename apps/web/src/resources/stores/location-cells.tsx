import { Badge, Group, Text } from '@mantine/core';

/** Active (green) or Inactive (grey), as the Stores screen shows every location. */
export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <Badge color={active ? 'green' : 'gray'} variant="light">
      {active ? 'Active' : 'Inactive'}
    </Badge>
  );
}

/** A location's name, with a "Default" badge on the store that stock and sales go to. */
export function LocationNameCell({ name, isDefault }: { name: string; isDefault?: boolean }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" fw={500}>
        {name}
      </Text>
      {isDefault ? (
        <Badge color="blue" variant="outline" size="sm">
          Default
        </Badge>
      ) : null}
    </Group>
  );
}

/** An empty optional text shows as a dash. */
export const orDash = (value: string | null) => value || '—';

/** The status filter of both tabs: All (no value), Active or Inactive. */
export const STATUS_OPTIONS = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
] as const;
