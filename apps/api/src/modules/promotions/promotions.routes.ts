import { SCREENS } from '@pos/contracts/permissions';
import {
  ZPromotion,
  ZPromotionBody,
  ZPromotionRow,
  ZPromotionsQuery,
} from '@pos/contracts/promotions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerCrudRoutes } from '../../lib/crud-routes.js';
import { registerListRoutes } from '../../lib/list-routes.js';
import { callerOf } from '../../plugins/auth.js';
import type { AppDeps } from '../../plugins/types.js';
import * as service from './promotions.service.js';
import { promotions } from './promotions.tables.js';

/** Promotions (docs/DESIGN.md, "Money"): the catalogue's, manage_products. */
const access = SCREENS.promotions.access;

export const promotionsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  registerListRoutes(app, {
    path: '/promotions',
    access,
    query: ZPromotionsQuery,
    row: ZPromotionRow,
    list: (caller, q) => service.listPromotions(deps, caller, q),
    csv: {
      fileStem: 'promotions',
      export: (caller, q) => service.exportPromotions(deps, caller, q),
    },
  });
  registerCrudRoutes(app, {
    path: '/promotions',
    access,
    resource: { table: promotions, name: 'Promotion' },
    row: ZPromotion,
    // A product, category or store of the body that is not the organization's; a coupon taken.
    errors: { create: [404, 409], update: [404, 409] },
    body: ZPromotionBody,
    get: (caller, id) => service.getPromotion(deps, caller, id),
    create: (caller, body) => service.createPromotion(deps, caller, body),
    update: (caller, id, body) => service.updatePromotion(deps, caller, id, body),
    remove: (caller, id) => service.deletePromotion(deps, caller, id),
  });
  app.get(
    '/register/promotions',
    {
      // Whoever may use the register: it previews what the sale will take off.
      config: { access: SCREENS.register.access },
      schema: {
        tags: ['register'],
        operationId: 'getRegisterPromotions',
        summary:
          "The organization's active promotions, for the register's own copy of the rules (the engine checks their window and stores)",
        response: { 200: z.object({ data: z.array(ZPromotion) }) },
      },
    },
    async (req) => ({ data: await service.activePromotions(deps, callerOf(req)) }),
  );
};
