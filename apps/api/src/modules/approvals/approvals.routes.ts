import { ZApprovalBody, ZApprovalResponse } from '@pos/contracts/approvals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/auth.js';
import type { AppDeps } from '../../plugins/types.js';
import { requestApproval } from './approvals.service.js';

export const approvalsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/approvals',
    {
      // Asked at a register, by whoever sells there.
      config: { access: { kind: 'permission', anyOf: ['manage_transactions'] } },
      schema: {
        tags: ['approvals'],
        operationId: 'requestApproval',
        summary:
          "A manager's approval of one return, discount or sale beyond the stock, with their e-mail and register PIN",
        // A wrong PIN; a manager without the permission; a sale that is not the organization's;
        // a manager without a register PIN (PIN_NOT_SET).
        errors: [401, 403, 404, 409, 429],
        body: ZApprovalBody,
        response: { 201: ZApprovalResponse },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send({ data: await requestApproval(deps, callerOf(req), req.body, req.ip) }),
  );
};
