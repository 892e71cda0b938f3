import { SCREENS } from '@pos/contracts/permissions';
import {
  SETTINGS_MESSAGES,
  ZGeneralSettingsBody,
  ZGeneralSettingsResponse,
} from '@pos/contracts/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/auth.js';
import type { AppDeps } from '../../plugins/types.js';
import { getGeneralSettings, saveGeneralSettings } from './settings.service.js';

export const settingsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  // Every screen formats money with these, so any signed-in member (and API key) may read them.
  app.get(
    '/settings/general',
    {
      config: { access: { kind: 'login' }, apiKeys: 'allow' },
      schema: {
        tags: ['settings'],
        operationId: 'getGeneralSettings',
        summary: "The organization's general settings (currency, taxes, time zone…)",
        response: { 200: ZGeneralSettingsResponse },
      },
    },
    async (req) => ({ data: await getGeneralSettings(deps, callerOf(req)) }),
  );
  app.put(
    '/settings/general',
    {
      config: { access: SCREENS.settings.access, whenExpired: 'allow' },
      schema: {
        tags: ['settings'],
        operationId: 'updateGeneralSettings',
        summary: "Save the organization's general settings",
        body: ZGeneralSettingsBody,
        response: { 200: ZGeneralSettingsResponse.extend({ message: z.string() }) },
      },
    },
    async (req) => ({
      data: await saveGeneralSettings(deps, callerOf(req), req.body),
      message: SETTINGS_MESSAGES.saved,
    }),
  );
};
