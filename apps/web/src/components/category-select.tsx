import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A category to pick (or none), searchable: a product's category, a category's parent. */
export function CategorySelect(props: SelectProps) {
  const { t } = useTranslation('common');
  return <Select clearable searchable nothingFoundMessage={t('No categories')} {...props} />;
}
