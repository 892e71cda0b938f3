import {
  IMPORT_MESSAGES,
  ZImportForm,
  ZImportJobResponse,
  ZImportPreview,
  ZImportStarted,
} from '@pos/contracts/imports';
import { ZIdParams } from '@pos/contracts/list';
import { SCREENS } from '@pos/contracts/permissions';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, badRequest } from '../../lib/errors.js';
import { uploadError } from '../../lib/multipart.js';
import { callerOf } from '../../plugins/auth.js';
import { fileResponse } from '../../plugins/openapi.js';
import type { AppDeps } from '../../plugins/types.js';
import * as service from './imports.service.js';
import { imports } from './imports.tables.js';

/**
 * Import from another POS (docs/guide/settings-and-subscription.md, "Moving from another POS"):
 * manage_settings — the Owner holds it — as the data export; never an API key (a whole catalogue
 * written at once is a person's act).
 */
const config = { access: SCREENS.settings.access, apiKeys: 'refuse' } as const;
const resource = { table: imports, name: 'Import' };
const tags = ['organization'];
/** The multipart plugin's own limit (app.ts). */
const MAX_BYTES = 20 * 1024 * 1024;

const UPLOAD = {
  field: 'file',
  description:
    'The CSV file the old POS exported, with the text fields `source` (square, shopify, loyverse, lightspeed), `kind` (products, customers), `dryRun` (true: write nothing) and `mapping` (JSON `{header: field|null}` overriding the detected columns).',
};

/** The form's text fields and its one file, read whole (at most 20 MB). */
async function readImportForm(req: FastifyRequest) {
  if (!req.isMultipart()) throw badRequest(IMPORT_MESSAGES.noFile);
  const fields: Record<string, string> = {};
  let upload: { fileName: string; bytes: Uint8Array } | undefined;
  try {
    for await (const part of req.parts({ limits: { fileSize: MAX_BYTES } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || upload) {
          part.file.resume();
          continue;
        }
        const bytes = await part.toBuffer();
        if (part.file.truncated) {
          throw new AppError('PAYLOAD_TOO_LARGE', 'The file is larger than 20 MB.');
        }
        upload = { fileName: part.filename || 'import.csv', bytes };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    throw uploadError(err as Error);
  }
  if (!upload) throw badRequest(IMPORT_MESSAGES.noFile);
  const form = ZImportForm.safeParse(fields);
  if (!form.success) {
    const details = Object.fromEntries(
      form.error.issues.map((i) => [i.path.join('.') || 'form', i.message]),
    );
    throw badRequest('The form is not valid.', details);
  }
  return { upload, form: form.data };
}

export const importsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/imports/preview',
    {
      config,
      schema: {
        tags,
        operationId: 'previewImport',
        summary:
          "Read another POS's export without writing: its layout, each column's field and the first 20 records",
        upload: UPLOAD,
        errors: [413],
        response: { 200: ZImportPreview },
      },
    },
    async (req) => {
      const { upload, form } = await readImportForm(req);
      return service.previewImport(upload.bytes, form);
    },
  );
  app.post(
    '/imports',
    {
      config,
      schema: {
        tags,
        operationId: 'startImport',
        summary:
          "Import products or customers from another POS's export: a job, idempotent by the vendor's ids",
        upload: UPLOAD,
        errors: [409, 413],
        response: { 202: ZImportStarted },
      },
    },
    async (req, reply) => {
      const { upload, form } = await readImportForm(req);
      const started = await service.startImport(deps, callerOf(req), upload, form);
      reply.code(202);
      return started;
    },
  );
  app.get(
    '/imports/:id',
    {
      config: { ...config, resource },
      schema: {
        tags,
        operationId: 'getImport',
        summary: "An import's progress: rows done of the total, created, updated, errors",
        params: ZIdParams,
        response: { 200: ZImportJobResponse },
      },
    },
    async (req) => ({ data: await service.getImport(deps, callerOf(req), req.params.id) }),
  );
  app.get(
    '/imports/:id/errors.csv',
    {
      config: { ...config, resource },
      schema: {
        tags,
        operationId: 'getImportErrorsCsv',
        summary: "An import's refused rows, each with its row number, as CSV",
        params: ZIdParams,
        response: { 200: fileResponse('text/csv', 'Row, Column, Message') },
      },
    },
    async (req, reply) => {
      const csv = await service.errorsCsv(deps, callerOf(req), req.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.fileName}"`)
        .send(Buffer.from(csv.body));
    },
  );
};
