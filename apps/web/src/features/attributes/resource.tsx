import type { TAttributeRow } from '@pos/contracts/attributes';
import { idColumn, nameColumn, nameFilter } from '../../components/resource-list/columns';
import { defineResource } from '../../components/resource-list/types';
import { msg } from '../../lib/i18n';
import { type AttributesQuery, attributesApi } from './api';
import { AttributeForm } from './attribute-form';

/** Spec 2 §2 Attributes: the names products build their variations from (Size, Colour). */
export const attributesResource = defineResource<TAttributeRow, AttributesQuery>({
  ...attributesApi,
  title: msg('Attributes'),
  itemTitle: msg('Attribute'),
  screen: 'attributes',
  columns: [idColumn(), nameColumn()],
  filters: [nameFilter(msg('Attribute name'))],
  searchPlaceholder: msg('Search attributes'),
  defaultSort: 'name',
  form: AttributeForm,
  formSize: 'sm',
  itemName: (a) => a.name,
});
