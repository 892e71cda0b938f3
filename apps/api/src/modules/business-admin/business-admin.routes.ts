import {
  ZAdminOrganizationRow,
  ZAdminOrganizationsQuery,
  ZAdminSubscriptionRow,
  ZAdminSubscriptionsQuery,
  ZAdminTransactionRow,
  ZAdminTransactionsQuery,
  ZAdminUserRow,
  ZAdminUsersQuery,
  ZBusinessAnalytics,
  ZJobParams,
  ZOrganizationDeletionBody,
  ZOrganizationDeletionResponse,
  ZOrganizationStatusBody,
  ZOrganizationStatusResponse,
} from '@pos/contracts/business-admin';
import { ZMessage } from '@pos/contracts/common';
import { ZIdParams } from '@pos/contracts/list';
import { SCREENS } from '@pos/contracts/permissions';
import {
  type InstallerPlatform,
  installerTooLarge,
  PLATFORM_SETTINGS_MESSAGES as M,
  ZInstallerUploadResponse,
  ZPlatformSettingsBody,
  ZPlatformSettingsResponse,
} from '@pos/contracts/platform-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { JOBS } from '../../jobs/jobs.js';
import { registerListRoutes } from '../../lib/list-routes.js';
import { readUploadedFile } from '../../lib/multipart.js';
import { callerOf } from '../../plugins/auth.js';
import type { AppDeps } from '../../plugins/types.js';
import { storeInstaller } from '../platform/installers.service.js';
import { getPlatformSettings } from '../platform/platform-settings.service.js';
import {
  adminOrganizationsList,
  adminSubscriptionsList,
  adminTransactionsList,
  adminUsersList,
} from './business-admin.lists.js';
import {
  analytics,
  deleteOrganization,
  listEverywhere,
  setOrganizationActive,
  updatePlatformSettings,
} from './business-admin.service.js';

// Platform operators only (DESIGN §6): the auth hook also requires the platform organization.
const access = SCREENS.adminDashboard.access;
const tags = ['business-admin'];

export const businessAdminRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/business-admin/analytics',
    {
      config: { access },
      schema: {
        tags,
        operationId: 'getBusinessAnalytics',
        summary: 'Organizations, users, subscriptions and revenue across the platform',
        response: { 200: z.object({ data: ZBusinessAnalytics }) },
      },
    },
    async () => ({ data: await analytics(deps.db) }),
  );
  app.post(
    '/business-admin/jobs/:name/run',
    {
      config: { access },
      schema: {
        tags,
        operationId: 'runJob',
        summary:
          'Run a scheduled job now in this instance (the low-stock digest: every organization whose hour has come and whose digest of the day is not sent yet)',
        params: ZJobParams,
        response: { 200: ZMessage },
      },
    },
    async (req) => {
      const job = JOBS.find((j) => j.name === req.params.name);
      if (!job) throw new Error(`no job ${req.params.name}`);
      // A job keeps its own "done" state: running it beside its schedule sends nothing twice.
      await job.run(deps, new Date());
      return { message: `Job ${job.name} ran.` };
    },
  );
  registerListRoutes(app, {
    path: '/business-admin/organizations',
    access: SCREENS.adminOrganizations.access,
    query: ZAdminOrganizationsQuery,
    row: ZAdminOrganizationRow,
    list: (_caller, q) => listEverywhere(deps.db, adminOrganizationsList, q),
  });
  for (const action of ['disable', 'enable'] as const) {
    app.post(
      `/business-admin/organizations/:id/${action}`,
      {
        // Any organization's id: operators address every organization (the service 404s).
        config: {
          access: SCREENS.adminOrganizations.access,
          resource: { name: 'Organization', anyOrganization: true },
        },
        schema: {
          tags,
          operationId: `${action}Organization`,
          summary:
            action === 'disable'
              ? 'Disable a customer organization, with the reason: its users are refused from their next request (403 ORGANIZATION_DISABLED)'
              : 'Enable a disabled organization again, with the reason',
          // 409: the platform organization, or already in that state.
          errors: [404, 409],
          params: ZIdParams,
          body: ZOrganizationStatusBody,
          response: { 200: ZOrganizationStatusResponse },
        },
      },
      (req) =>
        setOrganizationActive(
          deps,
          callerOf(req),
          req.params.id,
          action === 'enable',
          req.body.reason,
        ),
    );
  }
  // POST rather than DELETE: the confirmation and the reason are a body, which DELETE may lose.
  app.post(
    '/business-admin/organizations/:id/delete',
    {
      config: {
        access: SCREENS.adminOrganizations.access,
        resource: { name: 'Organization', anyOrganization: true },
      },
      schema: {
        tags,
        operationId: 'deleteOrganization',
        summary:
          'Delete a disabled customer organization for good: every row of it in one transaction, then its files and export zips (its name typed again to confirm, the reason kept in the audit log)',
        // 409: the platform organization, or one still active.
        errors: [404, 409],
        params: ZIdParams,
        body: ZOrganizationDeletionBody,
        response: { 200: ZOrganizationDeletionResponse },
      },
    },
    (req) => deleteOrganization(deps, callerOf(req), req.params.id, req.body),
  );
  registerListRoutes(app, {
    path: '/business-admin/users',
    access: SCREENS.adminUsers.access,
    query: ZAdminUsersQuery,
    row: ZAdminUserRow,
    list: (_caller, q) => listEverywhere(deps.db, adminUsersList, q),
  });
  registerListRoutes(app, {
    path: '/business-admin/subscription-transactions',
    access: SCREENS.adminTransactions.access,
    query: ZAdminTransactionsQuery,
    row: ZAdminTransactionRow,
    list: (_caller, q) => listEverywhere(deps.db, adminTransactionsList, q),
  });
  registerListRoutes(app, {
    path: '/business-admin/subscriptions',
    access: SCREENS.adminSubscriptions.access,
    query: ZAdminSubscriptionsQuery,
    row: ZAdminSubscriptionRow,
    list: (_caller, q) => listEverywhere(deps.db, adminSubscriptionsList, q),
  });

  const settingsAccess = SCREENS.adminSettings.access;
  app.get(
    '/business-admin/platform-settings',
    {
      config: { access: settingsAccess },
      schema: {
        tags,
        operationId: 'getPlatformSettings',
        summary: "The platform's settings (maintenance, app links, branding)",
        response: { 200: ZPlatformSettingsResponse },
      },
    },
    async () => ({ data: await getPlatformSettings(deps.db) }),
  );
  app.put(
    '/business-admin/platform-settings',
    {
      config: { access: settingsAccess },
      schema: {
        tags,
        operationId: 'updatePlatformSettings',
        summary: "Save the platform's settings",
        body: ZPlatformSettingsBody,
        response: { 200: ZPlatformSettingsResponse },
        // CURRENCY_IN_USE: the currency changes while paid subscriptions renew in the old one.
        errors: [409],
      },
    },
    async (req) => ({ data: await updatePlatformSettings(deps.db, req.body), message: M.saved }),
  );

  for (const platform of ['android', 'windows'] as const satisfies InstallerPlatform[]) {
    app.post(
      `/business-admin/platform-settings/upload/${platform}`,
      {
        config: { access: settingsAccess },
        schema: {
          tags,
          operationId: `upload${platform === 'android' ? 'Android' : 'Windows'}Installer`,
          summary: `Upload the ${platform} app installer`,
          upload: { field: 'file', description: `The ${platform} installer file.` },
          response: { 200: ZInstallerUploadResponse },
        },
      },
      async (req) => {
        const max = deps.config.installerMaxBytes;
        const file = await readUploadedFile(req, {
          field: 'file',
          missing: M.fileRequired,
          maxBytes: max,
          tooLarge: installerTooLarge(Math.round(max / 1024 / 1024)),
        });
        const scope = callerOf(req).organizationId;
        const url = await storeInstaller(deps.files, scope, platform, file, max);
        return { url, [`${platform}AppUrl`]: url, message: 'File uploaded successfully.' };
      },
    );
  }
};
