import { CATEGORY_MESSAGES, type TCategoryRow, ZCategoryBody } from '@pos/contracts/categories';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORY_OPTIONS } from '../../api/options';
import { CategorySelect } from '../../components/category-select';
import {
  DescriptionInput,
  loadFailedText,
  NameInput,
  ResourceFormFrame,
} from '../../components/resource-list/resource-form-frame';
import { useOptions } from '../../components/resource-list/resource-queries';
import type { ResourceFormProps } from '../../components/resource-list/types';
import { useResourceForm } from '../../components/resource-list/use-resource-form';
import { msg } from '../../lib/i18n';
import { parentOptions } from './category-tree';

const LOAD_FAILED = msg('Failed to load categories for the Parent Category list.');

/** A category: name, description and its parent, which can never be itself or one below it. */
export function CategoryForm(props: ResourceFormProps<TCategoryRow>) {
  const { item } = props;
  const { t } = useTranslation('categories');
  const isEdit = item !== null;
  const all = useOptions<TCategoryRow>(CATEGORY_OPTIONS);
  const options = useMemo(() => parentOptions(all.data ?? [], item?._id ?? null), [all.data, item]);
  const form = useResourceForm(props, {
    initial: {
      name: item?.name ?? '',
      description: item?.description ?? '',
      parentCategoryId: item?.parentCategoryId ?? null,
    },
    schema: ZCategoryBody,
    toInput: (v) => ({ ...v, description: v.description.trim() || null }),
    messages: CATEGORY_MESSAGES,
  });

  return (
    <ResourceFormFrame
      form={form}
      itemTitle={t('Category')}
      loadError={all.error ? loadFailedText(t(LOAD_FAILED), all.error) : null}
    >
      <NameInput {...form.text('name')} />
      <DescriptionInput {...form.text('description')} />
      <CategorySelect
        label={t('Parent Category')}
        placeholder={all.isLoading ? t('Loading categories...') : t('None (top level)')}
        description={isEdit ? t('Its own subcategories are not offered.') : undefined}
        data={options}
        {...form.field('parentCategoryId')}
      />
    </ResourceFormFrame>
  );
}
