import { SCREENS } from '@pos/contracts/permissions';
import {
  ZPlan,
  ZSubscriptionResponse,
  ZSubscriptionTransactionRow,
  ZSubscriptionTransactionsQuery,
  ZUpgradeBody,
  ZUpgradeResponse,
} from '@pos/contracts/subscription';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerListRoutes } from '../../lib/list-routes.js';
import { callerOf } from '../../plugins/auth.js';
import type { AppDeps } from '../../plugins/types.js';
import * as service from './subscription.service.js';

export const subscriptionRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  // Every member sees the plan (the trial banner, the credit figures); only settings change it.
  app.get(
    '/subscription/current',
    {
      config: { access: { kind: 'login' } },
      schema: { tags: ['subscription'], response: { 200: ZSubscriptionResponse } },
    },
    async (req) => ({ data: await service.currentSubscription(deps, callerOf(req)) }),
  );
  app.get(
    '/subscription/plans',
    {
      config: { access: { kind: 'login' } },
      schema: { tags: ['subscription'], response: { 200: z.object({ data: z.array(ZPlan) }) } },
    },
    async () => ({ data: service.listPlans(deps) }),
  );
  app.post(
    '/subscription/upgrade',
    {
      config: { access: SCREENS.settings.access, whenExpired: 'allow' },
      schema: { tags: ['subscription'], body: ZUpgradeBody, response: { 200: ZUpgradeResponse } },
    },
    async (req) => {
      const data = await service.requestUpgrade(deps, callerOf(req), req.body.newPlan);
      return 'subscription' in data
        ? { data, message: 'Subscription updated successfully!' }
        : { data };
    },
  );
  registerListRoutes(app, {
    path: '/subscription-transactions',
    access: SCREENS.subscriptionTransactions.access,
    query: ZSubscriptionTransactionsQuery,
    row: ZSubscriptionTransactionRow,
    list: (caller, q) => service.listSubscriptionTransactions(deps, caller, q),
  });
};
