// i18n-pending — words still written here, not yet from the catalogs
import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconDatabaseOff, IconSearchOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * The two empty states (DESIGN §3): nothing narrows the list, so there is nothing yet (with the
 * Add button if the screen has one); or the search and filters match nothing.
 */
export function ListEmpty({
  noun,
  filtered,
  addButton,
}: {
  /** The rows in the plural, lower case: "customers". */
  noun: string;
  filtered: boolean;
  addButton?: ReactNode;
}) {
  const plural = noun;
  const Icon = filtered ? IconSearchOff : IconDatabaseOff;
  return (
    <Paper withBorder p="xl">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon variant="light" color="gray" size={48} radius="xl">
          <Icon size={26} stroke={1.5} aria-hidden />
        </ThemeIcon>
        {filtered ? (
          <>
            <Text fw={600}>No {plural} found matching your criteria.</Text>
            <Text size="sm" c="dimmed">
              Try another search, or clear the filters.
            </Text>
          </>
        ) : (
          <>
            <Text fw={600}>No {plural} yet.</Text>
            {addButton ? (
              <Text size="sm" c="dimmed">
                The ones you add will be listed here.
              </Text>
            ) : null}
            {addButton}
          </>
        )}
      </Stack>
    </Paper>
  );
}
