import { ZMessage } from '@pos/contracts/common';
import {
  DISPLAY_EVENTS,
  DISPLAY_TOKEN_HEADER,
  ZDisplayClaimBody,
  ZDisplayClaimResponse,
  ZDisplayPairBody,
  ZDisplayPairingResponse,
  ZDisplayStateBody,
  ZDisplaysQuery,
  ZDisplaysResponse,
  ZDisplayTokenHeaders,
  ZDisplayViewResponse,
} from '@pos/contracts/customer-display';
import { ZIdParams } from '@pos/contracts/list';
import { SCREENS } from '@pos/contracts/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/auth.js';
import { fileResponse } from '../../plugins/openapi.js';
import type { AppDeps } from '../../plugins/types.js';
import * as service from './customer-display.service.js';
import { customerDisplays } from './customer-display.tables.js';

/** Whoever sells at the register pairs its displays and feeds them. */
const access = SCREENS.register.access;
/** A display has no user session: its token (from the pairing) is its credential. */
const display = { kind: 'public' } as const;
const resource = { table: customerDisplays, name: 'Customer display' };
const tags = ['customer-displays'];
/** A comment line now and then keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 15_000;

const sseFrame = (event: string, data: unknown) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export const customerDisplayRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  // Streams end before the server waits for its connections to close.
  app.addHook('preClose', () => deps.displays.close());

  app.post(
    '/customer-displays',
    {
      config: { access },
      schema: {
        tags,
        operationId: 'pairCustomerDisplay',
        summary:
          "A pairing code for a customer display of this register's device (claimable once, for 10 minutes)",
        // The device has as many displays in use as allowed.
        errors: [409],
        body: ZDisplayPairBody,
        response: { 201: ZDisplayPairingResponse },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await service.pairDisplay(deps, callerOf(req), req.body.deviceId)),
  );
  app.get(
    '/customer-displays',
    {
      config: { access },
      schema: {
        tags,
        operationId: 'listCustomerDisplays',
        summary: "A register device's customer displays in use: waiting for their code, or paired",
        querystring: ZDisplaysQuery,
        response: { 200: ZDisplaysResponse },
      },
    },
    (req) => service.listDisplays(deps, callerOf(req), req.query.deviceId),
  );
  app.delete(
    '/customer-displays/:id',
    {
      config: { access, resource },
      schema: {
        tags,
        operationId: 'revokeCustomerDisplay',
        summary: 'Disconnect a customer display: it shows nothing more, on any instance',
        // Already disconnected or ended.
        errors: [409],
        params: ZIdParams,
        response: { 200: ZMessage },
      },
    },
    (req) => service.revokeDisplay(deps, callerOf(req), req.params.id),
  );
  app.put(
    '/customer-displays/state',
    {
      // The register sends it at every change of its cart: a hot write that changes no caller.
      config: { access, keepsCallers: true },
      schema: {
        tags,
        operationId: 'putCustomerDisplayState',
        summary:
          "The register's cart for its paired displays (kept only while it has one; `shown` says whether)",
        body: ZDisplayStateBody,
        response: { 200: z.object({ data: z.object({ shown: z.boolean() }) }) },
      },
    },
    (req) => service.saveDisplayState(deps, callerOf(req), req.body),
  );
  app.post(
    '/customer-displays/claim',
    {
      config: { access: display },
      schema: {
        tags,
        operationId: 'claimCustomerDisplay',
        summary:
          "A display opens its pairing code's page: the code becomes the display's token (in this answer only)",
        // Unknown, used, revoked or expired codes; throttled like sign-in.
        errors: [404, 429],
        body: ZDisplayClaimBody,
        response: { 201: ZDisplayClaimResponse },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await service.claimDisplay(deps, req.ip, req.body.pairingCode)),
  );
  app.get(
    '/customer-displays/view',
    {
      config: { access: display },
      schema: {
        tags,
        operationId: 'getCustomerDisplayView',
        summary: "What the display of the token shows now: the shop, and its register's cart",
        errors: [401],
        headers: ZDisplayTokenHeaders,
        response: { 200: ZDisplayViewResponse },
      },
    },
    (req) => service.currentView(deps, req.headers[DISPLAY_TOKEN_HEADER]),
  );
  app.get(
    '/customer-displays/view/events',
    {
      config: { access: display },
      schema: {
        tags,
        operationId: 'streamCustomerDisplayView',
        summary:
          "The display's view as server-sent events: `state` now and at every change of the cart, `unpaired` when it is disconnected (then the stream ends)",
        errors: [401],
        headers: ZDisplayTokenHeaders,
        response: { 200: fileResponse('text/event-stream', 'The events') },
      },
    },
    async (req, reply) => {
      const follow = await service.openDisplayStream(deps, req.headers[DISPLAY_TOKEN_HEADER]);
      const raw = reply.raw;
      reply.hijack();
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        // Its connection ends with it: an instance that stops waits for no idle socket.
        connection: 'close',
      });
      let closed = false;
      const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
      const finish = () => {
        closed = true;
        clearInterval(keepAlive);
      };
      let stop = () => {};
      raw.on('close', () => {
        finish();
        stop();
      });
      try {
        stop = await follow({
          send: (view) => {
            if (!closed) raw.write(sseFrame(DISPLAY_EVENTS.state, view));
          },
          end: (reason) => {
            if (!closed && reason === 'unpaired') raw.write(sseFrame(DISPLAY_EVENTS.unpaired, {}));
            finish();
            raw.end();
          },
        });
      } catch (err) {
        // Not listening (the database is out of reach): the display connects again.
        req.log.error({ err }, 'customer display: the stream could not start');
        finish();
        raw.end();
      }
      // The display left while it was starting.
      if (closed) stop();
      return reply;
    },
  );
};
