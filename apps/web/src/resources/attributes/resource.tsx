import { Text } from '@mantine/core';
import type { TAttributeRow } from '@pos/contracts/attributes';
import { defineResource } from '../../components/resource-list/types';
import { shortId } from '../../lib/format';
import { AttributeForm } from './attribute-form';

/** Spec 2 §2 Attributes: the names products build their variations from (Size, Colour). */
export const attributesResource = defineResource<TAttributeRow>({
  title: 'Attributes',
  itemTitle: 'Attribute',
  screen: 'attributes',
  endpoint: '/attributes',
  queryKeyRoot: 'attributes',
  columns: [
    {
      key: 'id',
      header: 'ID',
      nowrap: true,
      render: (a) => (
        <Text size="sm" ff="monospace" title={a._id}>
          {shortId(a._id)}
        </Text>
      ),
    },
    {
      key: 'name',
      header: 'Name',
      sortKey: 'name',
      render: (a) => (
        <Text size="sm" fw={500}>
          {a.name}
        </Text>
      ),
    },
  ],
  filters: [{ kind: 'text', param: 'name', label: 'Name', placeholder: 'Attribute name' }],
  searchPlaceholder: 'Search attributes',
  defaultSort: 'name',
  form: AttributeForm,
  formSize: 'sm',
  itemName: (a) => a.name,
});
