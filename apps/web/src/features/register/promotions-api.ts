import {
  type PreparedPromotions,
  preparePromotions,
  promotionRuleOf,
} from '@pos/contracts/promotion-engine';
import type { TPromotion } from '@pos/contracts/promotions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

/**
 * GET /register/promotions: the organization's active promotions (any window or store: the
 * engine checks both at the sale), re-read after a minute.
 */
export const registerPromotionsQuery = () =>
  queryOptions({
    queryKey: queryKeys.register.promotions,
    queryFn: ({ signal }) =>
      api.get<{ data: TPromotion[] }>('/register/promotions', undefined, { signal }),
    select: (r) => r.data,
    staleTime: 60_000,
  });

const NONE: PreparedPromotions = preparePromotions([]);

/**
 * The promotions the register previews a sale with at `storeId` (docs/DESIGN.md, "Promotions"),
 * prepared once per answer: those of every store and this one's. None while they load or could
 * not be read: the server's figures are then the ones that count, as before promotions.
 */
export function useRegisterPromotions(storeId: string | undefined): PreparedPromotions {
  const { data } = useQuery(registerPromotionsQuery());
  return useMemo(
    () =>
      data
        ? preparePromotions(
            data
              .filter(
                (p) =>
                  p.isActive &&
                  (p.storeIds.length === 0 ||
                    (storeId !== undefined && p.storeIds.includes(storeId))),
              )
              .map(promotionRuleOf),
          )
        : NONE,
    [data, storeId],
  );
}
