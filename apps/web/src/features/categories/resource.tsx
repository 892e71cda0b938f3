import type { TCategoryRow } from '@pos/contracts/categories';
import { useTranslation } from 'react-i18next';
import { CATEGORY_OPTIONS } from '../../api/options';
import {
  column,
  descriptionColumn,
  idColumn,
  isId,
  nameColumn,
  nameFilter,
  OptionalText,
} from '../../components/resource-list/columns';
import { defineResource } from '../../components/resource-list/types';
import { msg } from '../../lib/i18n';
import { type CategoriesQuery, categoriesApi } from './api';
import { CategoryForm } from './category-form';

/** A category's parent, N/A for a top-level one. */
function ParentCell({ name }: { name: string | null | undefined }) {
  const { t } = useTranslation('categories');
  return <OptionalText value={name} empty={t('N/A')} />;
}

/** Spec 2 §2 Categories: ID, name, parent category (N/A if none), description. */
export const categoriesResource = defineResource<TCategoryRow, CategoriesQuery>({
  ...categoriesApi,
  title: msg('Categories'),
  itemTitle: msg('Category'),
  screen: 'categories',
  columns: [
    idColumn(),
    nameColumn(),
    column('parent', msg('Parent Category'), (c) => <ParentCell name={c.parentCategoryName} />),
    descriptionColumn(2),
  ],
  filters: [
    nameFilter(msg('Category name')),
    {
      kind: 'select',
      param: 'parentCategoryId',
      label: msg('Parent Category'),
      placeholder: msg('Any parent'),
      options: CATEGORY_OPTIONS,
      extraOptions: [{ value: 'none', label: msg('Top level') }],
      isValid: (v) => v === 'none' || isId(v),
    },
  ],
  searchPlaceholder: msg('Search name or description'),
  defaultSort: 'name',
  form: CategoryForm,
  itemName: (c) => c.name,
});
