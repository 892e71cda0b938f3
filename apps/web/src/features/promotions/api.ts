import type { ZPromotionsQuery } from '@pos/contracts/promotions';
import { type ListQuery, resourceApi } from '../../components/resource-list/types';

export const promotionsApi = resourceApi('/promotions', 'promotions');

export type PromotionsQuery = ListQuery<typeof ZPromotionsQuery>;
