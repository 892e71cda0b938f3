import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconDatabaseOff, IconSearchOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useSharedT } from '../shared-text';

/**
 * The two empty states (DESIGN §3): nothing narrows the list, so there is nothing yet (with the
 * Add button if the screen has one); or the search and filters match nothing.
 */
export function ListEmpty({
  noun,
  filtered,
  addButton,
}: {
  /** The rows in the plural, lower case, translated: "customers". */
  noun: string;
  filtered: boolean;
  addButton?: ReactNode;
}) {
  const t = useSharedT();
  const Icon = filtered ? IconSearchOff : IconDatabaseOff;
  return (
    <Paper withBorder p="xl">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon variant="light" color="gray" size={48} radius="xl">
          <Icon size={26} stroke={1.5} aria-hidden />
        </ThemeIcon>
        {filtered ? (
          <>
            <Text fw={600}>{t('No {{noun}} found matching your criteria.', { noun })}</Text>
            <Text size="sm" c="dimmed">
              {t('Try another search, or clear the filters.')}
            </Text>
          </>
        ) : (
          <>
            <Text fw={600}>{t('No {{noun}} yet.', { noun })}</Text>
            {addButton ? (
              <Text size="sm" c="dimmed">
                {t('The ones you add will be listed here.')}
              </Text>
            ) : null}
            {addButton}
          </>
        )}
      </Stack>
    </Paper>
  );
}
