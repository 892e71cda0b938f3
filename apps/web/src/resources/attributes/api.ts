import type { ATTRIBUTES_SORT_KEYS, ZAttributesQuery } from '@pos/contracts/attributes';
import { type ListQuery, optionsOf, resourceApi } from '../../components/resource-list/types';

export const attributesApi = resourceApi('/attributes', 'attributes');

export type AttributesQuery = ListQuery<typeof ZAttributesQuery, typeof ATTRIBUTES_SORT_KEYS>;

/** Attribute names the product form suggests (product managers may read them). */
export const ATTRIBUTE_OPTIONS = optionsOf(attributesApi, { sort: 'name' });
