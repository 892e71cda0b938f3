import { SCREENS } from '@pos/contracts/permissions';
import {
  SUBSCRIPTION_MESSAGES as M,
  ZPaymentSuccess,
  ZSandboxCardBody,
  ZSandboxPayBody,
  ZSubscriptionActionBody,
  ZSubscriptionResponse,
  ZSubscriptionTransactionRow,
  ZSubscriptionTransactionsQuery,
  ZUpgradeBody,
  ZUpgradeResponse,
  ZVerifyPaymentBody,
  ZWebhookAnswer,
} from '@pos/contracts/subscription';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jsonTooDeep, tooDeepError } from '../../lib/json-body.js';
import { registerListRoutes } from '../../lib/list-routes.js';
import { callerOf } from '../../plugins/auth.js';
import type { AppDeps } from '../../plugins/types.js';
import { cancelSubscription, cardUpdateUrl } from '../subscription/subscription.service.js';
import * as service from './payments.service.js';
import { handleWebhook } from './webhook.service.js';

const access = SCREENS.settings.access;
// Paying is what an expired subscription must still be able to do.
const whenExpired = 'allow';

/**
 * The money side of the subscription: its checkout (upgrade, verification, the sandbox's pages),
 * its payments and the gateway's webhook. The plan itself is the subscription module's.
 */
export const paymentsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/subscription/upgrade',
    {
      config: { access, whenExpired },
      schema: {
        tags: ['subscription'],
        operationId: 'upgradeSubscription',
        summary: 'Change plan: the checkout order to pay, or the new plan when nothing is due',
        errors: [404, 409],
        body: ZUpgradeBody,
        response: { 200: ZUpgradeResponse },
      },
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
  app.post(
    '/payment/verify-upgrade-payment',
    {
      config: { access, whenExpired },
      schema: {
        tags: ['payment'],
        operationId: 'verifyUpgradePayment',
        summary: "Complete an upgrade with the checkout's payment proof",
        errors: [404, 409],
        body: ZVerifyPaymentBody,
        response: { 200: ZSubscriptionResponse },
      },
    },
    async (req) => ({
      data: await service.verifyUpgradePayment(deps, callerOf(req), req.body),
      message: M.upgraded,
    }),
  );
  app.post(
    '/payment/cancel-subscription',
    {
      config: { access, whenExpired },
      schema: {
        tags: ['payment'],
        operationId: 'cancelSubscription',
        summary: 'Cancel the subscription at the end of its period',
        errors: [404, 409],
        body: ZSubscriptionActionBody,
        response: { 200: ZSubscriptionResponse },
      },
    },
    async (req) => ({
      data: await cancelSubscription(deps, callerOf(req), req.body.subscriptionId),
      message: M.cancelled,
    }),
  );
  app.post(
    '/payment/update-card',
    {
      config: { access, whenExpired },
      schema: {
        tags: ['payment'],
        operationId: 'updatePaymentCard',
        summary: "Where to change the subscription's card",
        errors: [404, 409],
        body: ZSubscriptionActionBody,
        response: { 200: z.object({ data: z.object({ redirectUrl: z.string() }) }) },
      },
    },
    async (req) => ({
      data: { redirectUrl: await cardUpdateUrl(deps, callerOf(req), req.body.subscriptionId) },
    }),
  );
  app.post(
    '/payment/sandbox/orders/:orderId/pay',
    {
      config: { access, whenExpired },
      schema: {
        tags: ['payment'],
        operationId: 'paySandboxOrder',
        summary:
          "Pay or decline an order at the payment sandbox (when Razorpay's keys are not set)",
        errors: [402, 404, 409],
        params: z.strictObject({ orderId: z.string().max(100) }),
        body: ZSandboxPayBody,
        response: { 200: ZPaymentSuccess },
      },
    },
    async (req) => service.sandboxPay(deps, callerOf(req), req.params.orderId, req.body.outcome),
  );
  app.post(
    '/payment/sandbox/card',
    {
      config: { access, whenExpired },
      schema: {
        tags: ['payment'],
        operationId: 'saveSandboxCard',
        summary: "Save the payment sandbox's card for the subscription",
        errors: [404, 409],
        body: ZSandboxCardBody,
        response: { 200: ZSubscriptionResponse },
      },
    },
    async (req) => ({
      data: await service.sandboxSaveCard(deps, callerOf(req), req.body),
      message: 'Card updated successfully!',
    }),
  );

  // The webhook's signature covers the exact bytes sent: this scope keeps the body raw.
  await app.register(async (hook) => {
    hook.removeContentTypeParser('application/json');
    hook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      jsonTooDeep(body.toString('utf8')) ? done(tooDeepError(), undefined) : done(null, body),
    );
    hook.post(
      '/payment/webhook',
      // Payments made before maintenance began still arrive and must be recorded.
      {
        config: { access: { kind: 'public' }, duringMaintenance: 'open' },
        schema: {
          tags: ['payment'],
          operationId: 'receivePaymentWebhook',
          summary: "Razorpay's payment events, signed (X-Razorpay-Signature over the raw body)",
          response: { 200: ZWebhookAnswer },
        },
      },
      async (req) => {
        const header = (name: string) => {
          const v = req.headers[name];
          return Array.isArray(v) ? v[0] : v;
        };
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.from('');
        const result = await handleWebhook(
          deps,
          raw,
          header('x-razorpay-signature'),
          header('x-razorpay-event-id'),
        );
        return { status: 'ok', ...result };
      },
    );
  });
};
