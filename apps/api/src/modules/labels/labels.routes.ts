import { ZLabelRequest } from '@pos/contracts/labels';
import { SCREENS } from '@pos/contracts/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileDate } from '../../lib/csv.js';
import { callerOf } from '../../plugins/auth.js';
import { fileResponse } from '../../plugins/openapi.js';
import type { AppDeps } from '../../plugins/types.js';
import { timeZoneOf } from '../settings/settings.service.js';
import { generateLabels } from './labels.service.js';

export const labelsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/labels/generate',
    {
      config: { access: SCREENS.labels.access },
      schema: {
        tags: ['labels'],
        operationId: 'generateLabels',
        summary: 'Barcode labels of products, by SKU, as a PDF to print',
        errors: [404],
        body: ZLabelRequest,
        response: { 200: fileResponse('application/pdf', 'The labels') },
      },
    },
    async (req, reply) => {
      const caller = callerOf(req);
      const [pdf, timeZone] = await Promise.all([
        generateLabels(deps, caller, req.body),
        timeZoneOf(deps, caller.organizationId),
      ]);
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `inline; filename="labels-${fileDate(new Date(), timeZone)}.pdf"`,
        )
        .send(pdf);
    },
  );
};
