import type { TListQueryBase } from '@pos/contracts/list';
import { ZIdParams } from '@pos/contracts/list';
import type { Access } from '@pos/contracts/permissions';
import { and, eq, getTableName, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { isUniqueViolation, notFound, taken } from '../../lib/errors.js';
import { findListRow, type ListSpec, likePattern, runList } from '../../lib/list-query.js';
import { registerListRoutes } from '../../lib/list-routes.js';
import { iso } from '../../lib/sql-values.js';
import { callerOf } from '../../plugins/auth.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import type { attributes } from './attributes.tables.js';

export type NamedTable = typeof attributes;
const ZNamedRow = z.object({ _id: z.string(), name: z.string(), createdAt: z.string() });
type NamedRow = z.infer<typeof ZNamedRow>;

/**
 * Attributes, manufacturers, suppliers and marketers: an organization's list of names, served
 * by one description each (list, and the writes each one offers).
 */
export interface NamedListDef {
  path: string;
  table: NamedTable;
  /** "Attribute" as in "Attribute not found", "Attribute created successfully!". */
  label: string;
  read: Access;
  write: Access;
  nameTaken: string;
  /** The contracts' schemas of this list's query and body. */
  query: z.ZodType<TListQueryBase & { name?: string }>;
  body: z.ZodType<{ name: string }>;
  /** Attributes can be edited and deleted; the product-info lists only grow (spec 2 §7). */
  editable: boolean;
}

function specOf(table: NamedTable): ListSpec<TListQueryBase & { name?: string }, NamedRow> {
  const t = sql.identifier(getTableName(table));
  return {
    from: sql`${t} n`,
    org: sql`n.organization_id`,
    id: sql`n.id`,
    select: sql`n.id, n.name, n.created_at`,
    search: [sql`n.name`],
    filters: (q) => [q.name ? sql`n.name ilike ${likePattern(q.name)}` : undefined],
    sorts: { name: sql`lower(n.name)`, createdAt: sql`n.created_at` },
    defaultSort: 'name',
    map: (r) => ({ _id: String(r.id), name: String(r.name), createdAt: iso(r.created_at) }),
  };
}

/** Adds a name to one of these lists and answers its id (the POST route and the demo seed). */
export async function insertNamed(
  ex: Executor,
  table: NamedTable,
  organizationId: string,
  name: string,
) {
  const [row] = await ex.insert(table).values({ organizationId, name }).returning({ id: table.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export function registerNamedList(app: FastifyInstance, deps: AppDeps, def: NamedListDef) {
  const spec = specOf(def.table);
  const resource = { table: def.table, name: def.label };
  const body = def.body;

  const load = async (ex: Executor, caller: Caller, id: string) => {
    const row = await findListRow(ex, spec, caller.organizationId, id);
    if (!row) throw notFound(`${def.label} not found`);
    return row;
  };
  const uniqueName = async <T>(work: () => Promise<T>) => {
    try {
      return await work();
    } catch (err) {
      if (isUniqueViolation(err)) throw taken('NAME_TAKEN', 'name', def.nameTaken);
      throw err;
    }
  };
  const { table } = def;

  registerListRoutes(app, {
    path: def.path,
    access: def.read,
    query: def.query,
    row: ZNamedRow,
    list: (caller, q) => runList(deps.db, spec, caller.organizationId, q),
  });

  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = [def.path.slice(1)];
  typed.post(
    def.path,
    { config: { access: def.write }, schema: { tags, body } },
    async (req, reply) => {
      const caller = callerOf(req);
      const data = await uniqueName(() =>
        deps.db.transaction(async (tx) => {
          const id = await insertNamed(tx, table, caller.organizationId, req.body.name);
          return load(tx, caller, id);
        }),
      );
      return reply.status(201).send({ data, message: `${def.label} created successfully!` });
    },
  );
  if (!def.editable) return;

  typed.get(
    `${def.path}/:id`,
    { config: { access: def.read, resource }, schema: { tags, params: ZIdParams } },
    async (req) => ({ data: await load(deps.db, callerOf(req), req.params.id) }),
  );
  typed.put(
    `${def.path}/:id`,
    { config: { access: def.write, resource }, schema: { tags, params: ZIdParams, body } },
    async (req) => {
      const caller = callerOf(req);
      const data = await uniqueName(() =>
        deps.db.transaction(async (tx) => {
          await load(tx, caller, req.params.id);
          await tx
            .update(table)
            .set({ name: req.body.name })
            .where(
              and(eq(table.organizationId, caller.organizationId), eq(table.id, req.params.id)),
            );
          return load(tx, caller, req.params.id);
        }),
      );
      return { data, message: `${def.label} updated successfully!` };
    },
  );
  typed.delete(
    `${def.path}/:id`,
    { config: { access: def.write, resource }, schema: { tags, params: ZIdParams } },
    async (req) => {
      const caller = callerOf(req);
      return deps.db.transaction(async (tx) => {
        const current = await load(tx, caller, req.params.id);
        await tx
          .delete(table)
          .where(and(eq(table.organizationId, caller.organizationId), eq(table.id, req.params.id)));
        return { message: `${current.name} deleted successfully!` };
      });
    },
  );
}
