// i18n-pending — words still written here, not yet from the catalogs
import { Select, type SelectProps } from '@mantine/core';

/** A category to pick (or none), searchable: a product's category, a category's parent. */
export function CategorySelect(props: SelectProps) {
  return <Select clearable searchable nothingFoundMessage="No categories" {...props} />;
}
