import type { ZAttributesQuery } from '@pos/contracts/attributes';
import { type ListQuery, resourceApi } from '../../components/resource-list/types';

export const attributesApi = resourceApi('/attributes', 'attributes');

export type AttributesQuery = ListQuery<typeof ZAttributesQuery>;
