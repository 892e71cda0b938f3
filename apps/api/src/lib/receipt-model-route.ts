import { ZIdParams } from '@pos/contracts/list';
import { ZLocale } from '@pos/contracts/money';
import type { Access } from '@pos/contracts/permissions';
import { type TReceiptModel, ZReceiptModel } from '@pos/contracts/receipt-model';
import { ZTimeZone } from '@pos/contracts/time-zone';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../plugins/auth.js';
import type { Caller, ResourceRef } from '../plugins/types.js';

/** A document's viewer: dates in their time zone (absent: the shop's), amounts in their language. */
export const ZDocumentQuery = z.strictObject({ tz: ZTimeZone, locale: ZLocale });

/**
 * `GET <path>` (`/…/:id/receipt`, `/shifts/:id/report`): a till-roll document as its receipt-model
 * lines, for the register's thermal printer — the JSON twin of its PDF (docs/DESIGN.md,
 * "Documents share one receipt model").
 */
export function registerReceiptModelRoute(
  app: FastifyInstance,
  route: {
    path: string;
    access: Access;
    resource: ResourceRef;
    tags: string[];
    operationId: string;
    summary: string;
    load: (
      caller: Caller,
      id: string,
      viewer: { timeZone: string | undefined; locale: string },
    ) => Promise<TReceiptModel>;
  },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    route.path,
    {
      config: { access: route.access, resource: route.resource },
      schema: {
        tags: route.tags,
        operationId: route.operationId,
        summary: route.summary,
        params: ZIdParams,
        querystring: ZDocumentQuery,
        response: { 200: z.object({ data: ZReceiptModel }) },
      },
    },
    async (req) => ({
      data: await route.load(callerOf(req), req.params.id, {
        timeZone: req.query.tz,
        locale: req.query.locale,
      }),
    }),
  );
}
