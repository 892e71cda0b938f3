import { Button, Group } from '@mantine/core';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useSharedT } from '../shared-text';
import { DebouncedTextInput, FilterInput } from './filter-inputs';
import type { ListState } from './list-url-state';
import type { FilterDef } from './types';

interface ListToolbarProps {
  state: ListState;
  filters: readonly FilterDef[];
  searchPlaceholder?: string;
  onSearch: (value: string) => void;
  onFilters: (values: Record<string, string | null>, opts?: { replace?: boolean }) => void;
  onClear: () => void;
  /** Changes on Clear Filters, so the inputs drop any typing still waiting for its pause. */
  resetKey: number;
}

/** The search box, the screen's filters and Clear Filters, wrapping onto more rows on phones. */
export function ListToolbar({
  state,
  filters,
  searchPlaceholder,
  onSearch,
  onFilters,
  onClear,
  resetKey,
}: ListToolbarProps) {
  const t = useSharedT();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" key={resetKey}>
      <DebouncedTextInput
        aria-label={t('Search')}
        placeholder={searchPlaceholder ? t(searchPlaceholder) : t('Search...')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={state.search}
        onCommit={onSearch}
        flex={{ base: '1 1 100%', sm: '0 0 280px' }}
      />
      {filters.map((filter) => (
        <FilterInput
          key={filter.kind === 'dateRange' ? filter.fromParam : filter.param}
          filter={filter}
          values={state.filters}
          onChange={onFilters}
        />
      ))}
      <Button
        variant="default"
        leftSection={<IconFilterOff size={16} aria-hidden />}
        onClick={onClear}
        flex={{ base: '1 1 100%', sm: '0 0 auto' }}
      >
        {t('Clear Filters')}
      </Button>
    </Group>
  );
}
