import { ZPlan, ZSubscriptionResponse } from '@pos/contracts/subscription';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
      config: { access: { kind: 'login' }, apiKeys: 'allow' },
      schema: {
        tags: ['subscription'],
        operationId: 'getCurrentSubscription',
        summary: "The organization's plan, period and credits",
        response: { 200: ZSubscriptionResponse },
      },
    },
    async (req) => ({ data: await service.currentSubscription(deps, callerOf(req)) }),
  );
  app.get(
    '/subscription/plans',
    {
      config: { access: { kind: 'login' }, apiKeys: 'allow' },
      schema: {
        tags: ['subscription'],
        operationId: 'listPlans',
        summary: 'The plans on offer, with their prices and credits',
        response: { 200: z.object({ data: z.array(ZPlan) }) },
      },
    },
    async () => ({ data: await service.listPlans(deps) }),
  );
};
