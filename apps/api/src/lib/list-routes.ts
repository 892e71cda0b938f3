import type { Readable } from 'node:stream';
import type { TListQueryBase, TListResponse } from '@pos/contracts/list';
import { listResponse, listResponseWithTotals, ZIdParams } from '@pos/contracts/list';
import type { Access } from '@pos/contracts/permissions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { callerOf } from '../plugins/auth.js';
import { type ErrorStatus, fileResponse } from '../plugins/openapi.js';
import type { Caller, ResourceRef } from '../plugins/types.js';
import { fileDate } from './csv.js';
import { pascalName, plainName } from './operation-names.js';

export interface CsvExport {
  totalCount: number;
  stream: Readable;
  /** The organization's: the file is named after its day there. */
  timeZone: string;
}

/**
 * `GET /<entity>` → `{data, totalCount}` (and `totals`, when the list has them) and, when the
 * entity has one, `GET /<entity>/export.csv` (streamed, `<entity>-<yyyy-mm-dd>.csv`,
 * `X-Total-Count`), both with the same query. Their operations are `list<Path>` and `export<Path>Csv` (`listCustomers`, `exportCustomersCsv`).
 */
export function registerListRoutes<
  Q extends z.ZodType<TListQueryBase>,
  Row extends z.ZodType,
  Totals extends z.ZodType = z.ZodNever,
>(
  app: FastifyInstance,
  opts: {
    path: string;
    access: Access;
    query: Q;
    row: Row;
    /** Figures over every match that the list answers beside its page (`ListSpec.totals`). */
    totals?: Totals;
    list: (
      caller: Caller,
      q: z.output<Q>,
      params: { id: string },
    ) => Promise<TListResponse<z.output<Row>> & { totals?: z.output<Totals> }>;
    csv?: {
      fileStem: string;
      export: (caller: Caller, q: z.output<Q>, params: { id: string }) => Promise<CsvExport>;
    };
    /** What the summaries call the rows, when the path does not say it well. */
    label?: string;
    /** The record whose `:id` the path names. */
    resource?: ResourceRef;
    /** Error statuses the service gives beyond those the access implies (a filter's 404). */
    errors?: readonly ErrorStatus[];
    /** Whether API keys may call it (`FastifyContextConfig.apiKeys`). */
    apiKeys?: 'allow' | 'refuse';
  },
) {
  // A record's rows are listed under the record's tag.
  const tags = [opts.resource ? (opts.path.split('/')[1] ?? '') : opts.path.slice(1)];
  const name = pascalName(opts.path);
  const params = opts.resource ? { params: ZIdParams } : {};
  const paramsOf = (req: { params: unknown }) => req.params as { id: string };
  const label = opts.label ?? plainName(opts.path);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    opts.path,
    {
      config: { access: opts.access, resource: opts.resource, apiKeys: opts.apiKeys },
      schema: {
        operationId: `list${name}`,
        summary: `List ${label} (a page, searched, filtered and sorted)`,
        tags,
        ...params,
        querystring: opts.query,
        ...(opts.errors && { errors: opts.errors }),
        response: {
          200: opts.totals ? listResponseWithTotals(opts.row, opts.totals) : listResponse(opts.row),
        },
      },
    },
    (req) => opts.list(callerOf(req), req.query as z.output<Q>, paramsOf(req)),
  );
  const csv = opts.csv;
  if (!csv) return;
  typed.get(
    `${opts.path}/export.csv`,
    {
      config: { access: opts.access, resource: opts.resource, apiKeys: opts.apiKeys },
      schema: {
        operationId: `export${name}Csv`,
        summary: `Export ${label} as CSV (every match of the same query)`,
        tags,
        ...params,
        querystring: opts.query,
        ...(opts.errors && { errors: opts.errors }),
        response: { 200: fileResponse('text/csv', `The ${label}, one row each`) },
        answerHeaders: {
          'X-Total-Count': { type: 'integer', description: 'How many rows the file holds.' },
          'Content-Disposition': {
            type: 'string',
            description: `\`attachment; filename="${csv.fileStem}-<yyyy-mm-dd>.csv"\``,
          },
        },
      },
    },
    async (req, reply) => {
      const { totalCount, stream, timeZone } = await csv.export(
        callerOf(req),
        req.query as z.output<Q>,
        paramsOf(req),
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${csv.fileStem}-${fileDate(new Date(), timeZone)}.csv"`,
        )
        .header('x-total-count', String(totalCount))
        .header('access-control-expose-headers', 'x-total-count, content-disposition')
        .send(stream);
    },
  );
}
