import {
  ZGiftCard,
  ZGiftCardCodeParams,
  ZGiftCardIssueBody,
  ZGiftCardIssueResponse,
  ZGiftCardLookupResponse,
  ZGiftCardReloadBody,
  ZGiftCardResponse,
  ZGiftCardsQuery,
} from '@pos/contracts/gift-cards';
import { ZIdParams } from '@pos/contracts/list';
import type { Access } from '@pos/contracts/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerListRoutes } from '../../lib/list-routes.js';
import { callerOf } from '../../plugins/auth.js';
import type { AppDeps } from '../../plugins/types.js';
import * as service from './gift-cards.service.js';
import { storedValueAccounts } from './stored-value.tables.js';

/** Who issues, reloads and lists gift cards. */
const MANAGE: Access = { kind: 'permission', anyOf: ['manage_gift_cards'] };
/** Who reads a card the customer hands over: whoever sells (a card pays for a sale). */
const LOOK_UP: Access = { kind: 'permission', anyOf: ['manage_transactions', 'manage_gift_cards'] };
const giftCard = { table: storedValueAccounts, name: 'Gift card' };

/** Gift cards (docs/guide/stored-value.md): issue, look up by code, reload, list and CSV. */
export const giftCardRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/gift-cards',
    {
      config: { access: MANAGE },
      schema: {
        tags: ['gift-cards'],
        operationId: 'issueGiftCard',
        summary:
          'Issue a gift card with its first value (a 16-character code is made when none is given; the answer holds the code in full, this once)',
        errors: [404, 409],
        body: ZGiftCardIssueBody,
        response: { 201: ZGiftCardIssueResponse },
      },
    },
    async (req, reply) => {
      reply.code(201);
      return service.issueGiftCard(deps, callerOf(req), req.body);
    },
  );
  registerListRoutes(app, {
    path: '/gift-cards',
    access: MANAGE,
    label: 'gift cards',
    query: ZGiftCardsQuery,
    row: ZGiftCard,
    list: (caller, q) => service.listGiftCards(deps, caller, q),
    csv: {
      fileStem: 'gift-cards',
      export: (caller, q) => service.exportGiftCards(deps, caller, q),
    },
  });
  app.get(
    '/gift-cards/:code',
    {
      config: { access: LOOK_UP },
      schema: {
        tags: ['gift-cards'],
        operationId: 'lookUpGiftCard',
        summary:
          'A gift card by its code: balance, expiry and latest history (a wrong code is 404 and is throttled like a wrong password)',
        errors: [404, 429],
        params: ZGiftCardCodeParams,
        response: { 200: ZGiftCardLookupResponse },
      },
    },
    async (req) => service.lookUpGiftCard(deps, callerOf(req), req.params.code),
  );
  app.post(
    '/gift-cards/:id/reload',
    {
      config: { access: MANAGE, resource: giftCard },
      schema: {
        tags: ['gift-cards'],
        operationId: 'reloadGiftCard',
        summary: 'Add value to a gift card (409 GIFT_CARD_EXPIRED once it has expired)',
        errors: [409],
        params: ZIdParams,
        body: ZGiftCardReloadBody,
        response: { 201: ZGiftCardResponse },
      },
    },
    async (req, reply) => {
      reply.code(201);
      return service.reloadGiftCard(deps, callerOf(req), req.params.id, req.body);
    },
  );
};
