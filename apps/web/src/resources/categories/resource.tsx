import { Text } from '@mantine/core';
import type { TCategoryRow } from '@pos/contracts/categories';
import { ZId } from '@pos/contracts/list';
import { defineResource } from '../../components/resource-list/types';
import { shortId } from '../../lib/format';
import { CATEGORY_OPTIONS } from './categories-sources';
import { CategoryForm } from './category-form';

/** Spec 2 §2 Categories: ID, name, parent category (N/A if none), description. */
export const categoriesResource = defineResource<TCategoryRow>({
  title: 'Categories',
  itemTitle: 'Category',
  screen: 'categories',
  endpoint: '/categories',
  queryKeyRoot: 'categories',
  // Products show their category's name.
  alsoInvalidates: ['products'],
  columns: [
    {
      key: 'id',
      header: 'ID',
      nowrap: true,
      render: (c) => (
        <Text size="sm" ff="monospace" title={c._id}>
          {shortId(c._id)}
        </Text>
      ),
    },
    {
      key: 'name',
      header: 'Name',
      sortKey: 'name',
      render: (c) => (
        <Text size="sm" fw={500}>
          {c.name}
        </Text>
      ),
    },
    {
      key: 'parent',
      header: 'Parent Category',
      render: (c) => (
        <Text size="sm" c={c.parentCategoryName ? undefined : 'dimmed'}>
          {c.parentCategoryName ?? 'N/A'}
        </Text>
      ),
    },
    {
      key: 'description',
      header: 'Description',
      render: (c) => (
        <Text size="sm" c={c.description ? undefined : 'dimmed'} lineClamp={2}>
          {c.description || '—'}
        </Text>
      ),
    },
  ],
  filters: [
    { kind: 'text', param: 'name', label: 'Name', placeholder: 'Category name' },
    {
      kind: 'select',
      param: 'parentCategoryId',
      label: 'Parent Category',
      placeholder: 'Any parent',
      options: CATEGORY_OPTIONS,
      extraOptions: [{ value: 'none', label: 'Top level' }],
      isValid: (v) => v === 'none' || ZId.safeParse(v).success,
    },
  ],
  searchPlaceholder: 'Search name or description',
  defaultSort: 'name',
  form: CategoryForm,
  itemName: (c) => c.name,
});
