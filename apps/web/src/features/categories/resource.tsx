// i18n-pending — words still written here, not yet from the catalogs
import type { TCategoryRow } from '@pos/contracts/categories';
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
import { type CategoriesQuery, categoriesApi } from './api';
import { CategoryForm } from './category-form';

/** Spec 2 §2 Categories: ID, name, parent category (N/A if none), description. */
export const categoriesResource = defineResource<TCategoryRow, CategoriesQuery>({
  ...categoriesApi,
  title: 'Categories',
  itemTitle: 'Category',
  screen: 'categories',
  columns: [
    idColumn(),
    nameColumn(),
    column('parent', 'Parent Category', (c) => (
      <OptionalText value={c.parentCategoryName} empty="N/A" />
    )),
    descriptionColumn(2),
  ],
  filters: [
    nameFilter('Category name'),
    {
      kind: 'select',
      param: 'parentCategoryId',
      label: 'Parent Category',
      placeholder: 'Any parent',
      options: CATEGORY_OPTIONS,
      extraOptions: [{ value: 'none', label: 'Top level' }],
      isValid: (v) => v === 'none' || isId(v),
    },
  ],
  searchPlaceholder: 'Search name or description',
  defaultSort: 'name',
  form: CategoryForm,
  itemName: (c) => c.name,
});
