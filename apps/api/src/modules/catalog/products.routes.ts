import { BULK_UPLOAD_MESSAGES, ZBulkUploadResult } from '@pos/contracts/bulk-upload';
import { ZMessage } from '@pos/contracts/common';
import { ZIdParams } from '@pos/contracts/list';
import { PRODUCT_LOOKUP_ACCESS, PRODUCT_PICKER_ACCESS, SCREENS } from '@pos/contracts/permissions';
import {
  ZProductBody,
  ZProductLookupQuery,
  ZProductLookupResponse,
  ZProductOption,
  ZProductOptionsQuery,
  ZProductRow,
  ZProductsQuery,
} from '@pos/contracts/products';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { savedRecord } from '../../lib/crud-routes.js';
import { badRequest } from '../../lib/errors.js';
import { runList } from '../../lib/list-query.js';
import { registerListRoutes } from '../../lib/list-routes.js';
import { readUploadedFile } from '../../lib/multipart.js';
import { callerOf } from '../../plugins/auth.js';
import type { AppDeps } from '../../plugins/types.js';
import { bulkUpsert } from './bulk-upload.service.js';
import { lookupProduct } from './product-lookup.service.js';
import { productOptionsList } from './product-options.list.js';
import * as service from './products.service.js';
import { products } from './products.tables.js';

const access = SCREENS.products.access;
const resource = { table: products, name: 'Product' };
/** Up to 10 inline images of 5 MB per product and per variation, base64-encoded. */
const bodyLimit = 80 * 1024 * 1024;
/** The CSV of a bulk upload (the multipart plugin's own limit, app.ts). */
const bulkFileLimit = 20 * 1024 * 1024;

export const productsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  registerListRoutes(app, {
    path: '/products',
    access,
    query: ZProductsQuery,
    row: ZProductRow,
    list: (caller, q) => service.listProducts(deps, caller, q),
    csv: { fileStem: 'products', export: (caller, q) => service.exportProducts(deps, caller, q) },
  });
  registerListRoutes(app, {
    path: '/products/options',
    access: PRODUCT_PICKER_ACCESS,
    query: ZProductOptionsQuery,
    row: ZProductOption,
    list: (caller, q) => runList(deps.db, productOptionsList, caller.organizationId, q),
  });
  const tags = ['products'];
  // A scanned code, exactly (any letter case): the register and stock movements by barcode.
  app.get(
    '/products/lookup',
    {
      config: { access: PRODUCT_LOOKUP_ACCESS },
      schema: {
        tags,
        operationId: 'lookupProductByCode',
        summary: 'The item with a scanned code (its SKU, any letter case) and its stock at a store',
        errors: [404, 409],
        querystring: ZProductLookupQuery,
        response: { 200: ZProductLookupResponse },
      },
    },
    async (req) => ({ data: await lookupProduct(deps, callerOf(req), req.query) }),
  );
  app.get(
    '/products/:id',
    {
      config: { access, resource },
      schema: {
        tags,
        operationId: 'getProduct',
        summary: 'Read one product',
        params: ZIdParams,
        response: { 200: z.object({ data: ZProductRow }) },
      },
    },
    async (req) => ({ data: await service.getProduct(deps, callerOf(req), req.params.id) }),
  );
  app.post(
    '/products',
    {
      bodyLimit,
      config: { access },
      schema: {
        tags,
        operationId: 'createProduct',
        summary: 'Create a product with its variations, images and opening stock',
        // A category or product info that is gone; a SKU taken.
        errors: [404, 409],
        body: ZProductBody,
        response: { 201: savedRecord(ZProductRow) },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await service.createProduct(deps, callerOf(req), req.body)),
  );
  app.put(
    '/products/:id',
    {
      bodyLimit,
      config: { access, resource },
      schema: {
        tags,
        operationId: 'updateProduct',
        summary: 'Change a product, its variations, images and stock',
        errors: [409],
        params: ZIdParams,
        body: ZProductBody,
        response: { 200: savedRecord(ZProductRow) },
      },
    },
    (req) => service.updateProduct(deps, callerOf(req), req.params.id, req.body),
  );
  app.delete(
    '/products/:id',
    {
      config: { access, resource },
      schema: {
        tags,
        operationId: 'deleteProduct',
        summary: 'Delete a product (archived when it has history)',
        errors: [409],
        params: ZIdParams,
        response: { 200: ZMessage },
      },
    },
    (req) => service.deleteProduct(deps, callerOf(req), req.params.id),
  );
  app.post(
    '/products/bulk-upsert-csv',
    {
      config: { access },
      schema: {
        tags,
        operationId: 'bulkUpsertProductsCsv',
        summary: 'Create or update products from a CSV file, by SKU',
        upload: {
          field: 'productFile',
          description: 'The CSV file (a `.csv` name; the columns of the downloadable template).',
        },
        response: { 200: ZBulkUploadResult },
      },
    },
    async (req) => {
      const file = await readUploadedFile(req, {
        field: 'productFile',
        missing: BULK_UPLOAD_MESSAGES.noFile,
        maxBytes: bulkFileLimit,
      });
      const looksCsv =
        /\.csv$/i.test(file.filename) &&
        ['text/csv', 'application/vnd.ms-excel', 'text/plain', 'application/octet-stream'].includes(
          file.mimetype,
        );
      if (!looksCsv) {
        file.file.resume();
        throw badRequest(BULK_UPLOAD_MESSAGES.notCsv);
      }
      // A malformed body fails the stream with 400, a file over the limit with 413, so the
      // last rows are never written as if the file had ended there.
      return bulkUpsert(deps, callerOf(req), file.file);
    },
  );
};
