import type { Readable } from 'node:stream';
import type { TListQueryBase, TListResponse } from '@pos/contracts/list';
import { listResponse } from '@pos/contracts/list';
import type { Access } from '@pos/contracts/permissions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { callerOf } from '../plugins/auth.js';
import type { Caller } from '../plugins/types.js';
import { fileDate } from './csv.js';

export interface CsvExport {
  totalCount: number;
  stream: Readable;
}

/**
 * `GET /<entity>` → `{data, totalCount}` and, when the entity has one, `GET /<entity>/export.csv`
 * (streamed, `<entity>-<yyyy-mm-dd>.csv`, `X-Total-Count`), both with the same query.
 */
export function registerListRoutes<Q extends z.ZodType<TListQueryBase>, Row extends z.ZodType>(
  app: FastifyInstance,
  opts: {
    path: string;
    access: Access;
    query: Q;
    row: Row;
    list: (caller: Caller, q: z.output<Q>) => Promise<TListResponse<z.output<Row>>>;
    csv?: { fileStem: string; export: (caller: Caller, q: z.output<Q>) => Promise<CsvExport> };
  },
) {
  const tags = [opts.path.slice(1)];
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    opts.path,
    {
      config: { access: opts.access },
      schema: { tags, querystring: opts.query, response: { 200: listResponse(opts.row) } },
    },
    (req) => opts.list(callerOf(req), req.query as z.output<Q>),
  );
  const csv = opts.csv;
  if (!csv) return;
  typed.get(
    `${opts.path}/export.csv`,
    { config: { access: opts.access }, schema: { tags, querystring: opts.query } },
    async (req, reply) => {
      const { totalCount, stream } = await csv.export(callerOf(req), req.query as z.output<Q>);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.fileStem}-${fileDate()}.csv"`)
        .header('x-total-count', String(totalCount))
        .header('access-control-expose-headers', 'x-total-count, content-disposition')
        .send(stream);
    },
  );
}
