import {
  ZDataExportDownloadQuery,
  ZDataExportResponse,
  ZDataExportStarted,
} from '@pos/contracts/data-export';
import { ZIdParams } from '@pos/contracts/list';
import { SCREENS } from '@pos/contracts/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/auth.js';
import { fileResponse } from '../../plugins/openapi.js';
import type { AppDeps } from '../../plugins/types.js';
import * as service from './data-export.service.js';
import { dataExports } from './data-export.tables.js';

/**
 * "Export all data" (docs/guide/settings-and-subscription.md, "Your data, all of it"):
 * manage_settings — the Owner holds it, and so does whoever they trust with the organization's
 * settings — never an API key (the whole organization in one file is a person's act), and open
 * while the subscription is expired: leaving must stay possible.
 */
const config = {
  access: SCREENS.settings.access,
  whenExpired: 'allow',
  apiKeys: 'refuse',
} as const;
const resource = { table: dataExports, name: 'Export' };
const tags = ['organization'];

export const dataExportRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/organization/export',
    {
      config,
      schema: {
        tags,
        operationId: 'startDataExport',
        summary:
          "Export all of the organization's data: a zip built in the background, its link mailed to the caller",
        response: { 202: ZDataExportStarted },
      },
    },
    async (req, reply) => {
      reply.code(202);
      return service.startDataExport(deps, callerOf(req));
    },
  );
  app.get(
    '/organization/export',
    {
      config,
      schema: {
        tags,
        operationId: 'getLatestDataExport',
        summary: "The organization's newest export, if any",
        response: { 200: z.object({ data: ZDataExportResponse.shape.data.nullable() }) },
      },
    },
    async (req) => ({ data: await service.latestDataExport(deps, callerOf(req)) }),
  );
  app.get(
    '/organization/exports/:id',
    {
      config: { ...config, resource },
      schema: {
        tags,
        operationId: 'getDataExport',
        summary: "An export's status, with a short-lived download link once done",
        params: ZIdParams,
        response: { 200: ZDataExportResponse },
      },
    },
    async (req) => ({ data: await service.getDataExport(deps, callerOf(req), req.params.id) }),
  );
  // The mailed link: no session, the token is the key (or the status answer's signed link).
  app.get(
    '/organization/exports/:id/download',
    {
      config: { access: { kind: 'public' }, resource },
      schema: {
        tags,
        operationId: 'downloadDataExport',
        summary: "Download an export's zip with its link's token",
        params: ZIdParams,
        querystring: ZDataExportDownloadQuery,
        response: { 200: fileResponse('application/zip', 'The zip of all the data') },
      },
    },
    async (req, reply) => {
      const file = await service.openDownload(deps, req.params.id, req.query.token);
      return reply
        .header('content-type', 'application/zip')
        .header('content-length', String(file.size))
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  );
};
