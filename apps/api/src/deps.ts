import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { createLocalFileStore } from './lib/file-store.js';
import { createJwt } from './lib/jwt.js';
import { createMailer } from './lib/mail.js';
import { createS3FileStore } from './lib/s3-file-store.js';
import { DisplayHub } from './modules/customer-display/display-hub.js';
import { productStock } from './modules/inventory/product-stock.js';
import { Operations } from './modules/operations/operations.service.js';
import { createPaymentGateway } from './modules/payments/create-gateway.js';
import { CallerCache } from './modules/users/caller-cache.js';
import type { AppDeps } from './plugins/types.js';

/** What the services need, on `database` (its queries, and its notifications for live screens). */
export function createDeps(
  config: Config,
  database: Pick<Database, 'db' | 'listen' | 'side' | 'reads' | 'poolStats'>,
  log: FastifyBaseLogger,
): AppDeps {
  const { db } = database;
  return {
    db,
    reads: database.reads,
    config,
    jwt: createJwt(config.jwtSecret, config.jwtExpiresIn),
    files: config.s3
      ? createS3FileStore(config.s3)
      : createLocalFileStore(path.join(config.dataDir, 'uploads')),
    payments: createPaymentGateway(config, db),
    stock: productStock,
    callers: new CallerCache(config.callerCacheMs),
    displays: new DisplayHub(db, database.listen, log),
    operations: new Operations(database, config, log),
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log,
    }),
  };
}
