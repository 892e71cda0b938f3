import { existsSync } from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { answerInLanguage, languageOfRequest } from './lib/i18n.js';
import { registerJsonBodyParser } from './lib/json-body.js';
import { appHeaders } from './lib/security-headers.js';
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes.js';
import { approvalsRoutes } from './modules/approvals/approvals.routes.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { businessAdminRoutes } from './modules/business-admin/business-admin.routes.js';
import { attributesRoutes } from './modules/catalog/attributes.routes.js';
import { categoriesRoutes } from './modules/catalog/categories.routes.js';
import { productsRoutes } from './modules/catalog/products.routes.js';
import { suppliersRoutes } from './modules/catalog/suppliers.routes.js';
import { customerDisplayRoutes } from './modules/customer-display/customer-display.routes.js';
import { customersRoutes } from './modules/customers/customers.routes.js';
import { dataExportRoutes } from './modules/data-export/data-export.routes.js';
import { importsRoutes } from './modules/imports/imports.routes.js';
import { inventoryRoutes } from './modules/inventory/inventory.routes.js';
import { locationsRoutes } from './modules/inventory/locations.routes.js';
import { stockCountsRoutes } from './modules/inventory/stock-counts.routes.js';
import { labelsRoutes } from './modules/labels/labels.routes.js';
import { registerOperations } from './modules/operations/operations.routes.js';
import { organizationRoutes } from './modules/organization/organization.routes.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { permissionsRoutes } from './modules/permissions/permissions.routes.js';
import { platformRoutes } from './modules/platform/platform.routes.js';
import { webManifestRoutes } from './modules/platform/web-manifest.routes.js';
import { promotionsRoutes } from './modules/promotions/promotions.routes.js';
import { purchaseOrdersRoutes } from './modules/purchasing/purchase-orders.routes.js';
import { reorderRoutes } from './modules/purchasing/reorder.routes.js';
import { registerRoutes } from './modules/register/register.routes.js';
import { reportsRoutes } from './modules/reports/reports.routes.js';
import { rolesRoutes } from './modules/roles/roles.routes.js';
import { customerAccountsRoutes } from './modules/sales/customer-accounts.routes.js';
import { heldSalesRoutes } from './modules/sales/held-sales.routes.js';
import { receiptMailRoutes } from './modules/sales/receipt-mail.routes.js';
import { salesRoutes } from './modules/sales/sales.routes.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { taxClassesRoutes } from './modules/settings/tax-classes.routes.js';
import { shiftsRoutes } from './modules/shifts/shifts.routes.js';
import { giftCardRoutes } from './modules/stored-value/gift-cards.routes.js';
import { storedValueRoutes } from './modules/stored-value/stored-value.routes.js';
import { subscriptionRoutes } from './modules/subscription/subscription.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes.js';
import { registerAuth } from './plugins/auth.js';
import { registerCompression } from './plugins/compression.js';
import {
  answerClientError,
  answerFrameworkError,
  registerErrorHandler,
} from './plugins/error-handler.js';
import { answerUnrouted } from './plugins/not-found.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerRequestRules } from './plugins/request-rules.js';
import type { AppDeps } from './plugins/types.js';
import { uploadsRoutes } from './plugins/uploads.js';

const API_PREFIX = '/api/v1';

/** Windows installers by their registered types (an .apk's is known to the static server). */
const API_MODULES = [
  authRoutes,
  usersRoutes,
  rolesRoutes,
  permissionsRoutes,
  customersRoutes,
  storedValueRoutes,
  giftCardRoutes,
  salesRoutes,
  customerAccountsRoutes,
  heldSalesRoutes,
  receiptMailRoutes,
  approvalsRoutes,
  shiftsRoutes,
  customerDisplayRoutes,
  reportsRoutes,
  registerRoutes,
  settingsRoutes,
  taxClassesRoutes,
  apiKeysRoutes,
  webhooksRoutes,
  organizationRoutes,
  dataExportRoutes,
  importsRoutes,
  categoriesRoutes,
  attributesRoutes,
  productsRoutes,
  promotionsRoutes,
  labelsRoutes,
  locationsRoutes,
  inventoryRoutes,
  stockCountsRoutes,
  auditRoutes,
  suppliersRoutes,
  purchaseOrdersRoutes,
  reorderRoutes,
  subscriptionRoutes,
  paymentsRoutes,
  platformRoutes,
  businessAdminRoutes,
];

export interface BuildOptions {
  logger?: FastifyBaseLogger;
  trustProxy?: boolean;
  /** Called before any hook or route is added: the tests' hooks that see every answer. */
  watch?: (app: FastifyInstance) => void;
}

/** The whole HTTP application on the given dependencies; tests call this with a fresh database. */
export async function buildApp(deps: AppDeps, opts: BuildOptions = {}) {
  const headers = appHeaders(deps.payments.kind === 'razorpay');
  const app = Fastify({
    ...(opts.logger ? { loggerInstance: opts.logger } : { logger: false }),
    trustProxy: opts.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
    // A path Fastify's router refuses is answered with the contract's error codes too.
    frameworkErrors: (err, _request, reply) => answerFrameworkError(err, reply, headers),
    clientErrorHandler: answerClientError,
  });
  // Every answer's message in the caller's language (docs/DESIGN.md, "Languages"); codes stay. First:
  // a test's watch (opts.watch) sees the answer as it leaves.
  app.addHook('preSerialization', async (request, _reply, payload) =>
    answerInLanguage(languageOfRequest(request), payload),
  );
  opts.watch?.(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerJsonBodyParser(app);
  // Before any route: it hooks into each route as the route is declared.
  await registerCompression(app);

  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // After the headers hook, so that 401 and 403 answers carry the security headers too.
  registerAuth(app, deps);
  registerRequestRules(app);

  // One file per request (bulk upload), 20 MB at most; the handler streams it.
  await app.register(multipart, { limits: { files: 1, fileSize: 20 * 1024 * 1024, fields: 5 } });

  await registerOpenApi(app, deps.config);

  // /healthz, /readyz, /metrics; the requests' durations, every route's.
  registerOperations(app, deps);

  await app.register(webManifestRoutes, { deps });

  await app.register(
    async (api) => {
      for (const mod of API_MODULES) await api.register(mod, { deps });
    },
    { prefix: API_PREFIX },
  );

  await app.register(uploadsRoutes, { deps });
  const spa = serveWebApp(app, deps.config.webDist);
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (spa && request.method === 'GET' && isAppRoute(url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return answerUnrouted(app, request, reply);
  });
  return app;
}

/**
 * A path the web app's router answers: not the API, the uploads or the docs, and not a file —
 * those answer a real 404 instead of the app's index.html.
 */
const isAppRoute = (url: string) =>
  !/^\/(api|uploads|healthz|readyz|metrics)(\/|$)/i.test(url) && !path.extname(url);

/**
 * The service worker and the page it falls back to are asked for again at every check, never
 * taken from the HTTP cache: a new build reaches an open register at its next update check.
 * (A client that accepts brotli or gzip is sent `sw.js.br` or `sw.js.gz`: the same file.)
 */
const REVALIDATED = new Set(['sw.js', 'index.html']);

/** The built web app, with index.html for client routes (SPA fallback). */
function serveWebApp(app: Awaited<ReturnType<typeof Fastify>>, webDist: string) {
  if (!existsSync(path.join(webDist, 'index.html'))) return false;
  app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // The build writes a .br and a .gz beside each text file (apps/web/build/precompress.ts);
    // they are sent as they are to a client that accepts them, index.html included.
    preCompressed: true,
    setHeaders(reply: FastifyReply, filePath: string) {
      // Vite fingerprints assets: cache them for a year; index.html never.
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      } else if (REVALIDATED.has(path.basename(filePath).replace(/\.(br|gz)$/, ''))) {
        reply.header('cache-control', 'no-cache');
      }
    },
  });
  return true;
}
