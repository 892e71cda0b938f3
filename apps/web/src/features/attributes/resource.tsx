// i18n-pending — words still written here, not yet from the catalogs
import type { TAttributeRow } from '@pos/contracts/attributes';
import { idColumn, nameColumn, nameFilter } from '../../components/resource-list/columns';
import { defineResource } from '../../components/resource-list/types';
import { type AttributesQuery, attributesApi } from './api';
import { AttributeForm } from './attribute-form';

/** Spec 2 §2 Attributes: the names products build their variations from (Size, Colour). */
export const attributesResource = defineResource<TAttributeRow, AttributesQuery>({
  ...attributesApi,
  title: 'Attributes',
  itemTitle: 'Attribute',
  screen: 'attributes',
  columns: [idColumn(), nameColumn()],
  filters: [nameFilter('Attribute name')],
  searchPlaceholder: 'Search attributes',
  defaultSort: 'name',
  form: AttributeForm,
  formSize: 'sm',
  itemName: (a) => a.name,
});
