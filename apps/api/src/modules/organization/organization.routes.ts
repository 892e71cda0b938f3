import { ZIdParams } from '@pos/contracts/list';
import {
  ORGANIZATION_MESSAGES as M,
  ZOrganizationBody,
  ZOrganizationResponse,
} from '@pos/contracts/organization';
import { SCREENS } from '@pos/contracts/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/auth.js';
import type { AppDeps } from '../../plugins/types.js';
import * as service from './organization-profile.service.js';

const access = SCREENS.settings.access;
const tags = ['organization'];
// An expired subscription may still fix its own profile (DESIGN §8: settings stay writable).
const config = { access, whenExpired: 'allow' } as const;

export const organizationRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/organization',
    {
      config,
      schema: {
        tags,
        operationId: 'getOrganization',
        summary: "The caller's organization profile",
        response: { 200: ZOrganizationResponse },
      },
    },
    async (req) => ({ data: await service.getOrganizationProfile(deps, callerOf(req)) }),
  );
  // Never succeeds: the organization exists from sign-up (409); kept for the spec's clients.
  app.post(
    '/organization',
    {
      config,
      schema: {
        tags,
        operationId: 'createOrganization',
        summary: 'Refused: the organization exists from sign-up; save it with PUT',
        errors: [404, 409],
        body: ZOrganizationBody,
      },
    },
    (req) => service.createOrganizationProfile(deps, callerOf(req)),
  );
  app.put(
    '/organization/:id',
    {
      // A 2 MB logo arrives as ~2.7 MB of base64 inside the JSON.
      bodyLimit: 3 * 1024 * 1024,
      config: { ...config, resource: { ownOrganization: true, name: 'Organization' } },
      schema: {
        tags,
        operationId: 'updateOrganization',
        summary: "Save the caller's organization profile and logo",
        errors: [409],
        params: ZIdParams,
        body: ZOrganizationBody,
        response: { 200: ZOrganizationResponse },
      },
    },
    async (req) => ({
      data: await service.updateOrganizationProfile(deps, callerOf(req), req.body),
      message: M.updated,
    }),
  );
};
