import { ZIdParams } from '@pos/contracts/list';
import type { Access } from '@pos/contracts/permissions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { callerOf } from '../plugins/auth.js';
import type { Caller, ResourceRef } from '../plugins/types.js';

/**
 * `GET /<entity>/:id` → `{data}`, `POST /<entity>` → 201, `PUT /<entity>/:id` and
 * `DELETE /<entity>/:id`: the record routes an entity has, each one when its function is given
 * (POST always), with the access rule and the resource table the auth hook checks the id against.
 */
export function registerCrudRoutes<Body extends z.ZodType, UpdateBody extends z.ZodType = Body>(
  app: FastifyInstance,
  opts: {
    path: string;
    /** Who may change records. */
    access: Access;
    /** Who may read one (defaults to `access`). */
    readAccess?: Access;
    resource: ResourceRef;
    /** The body of POST, and of PUT unless `updateBody` is given. */
    body: Body;
    updateBody?: UpdateBody;
    get?: (caller: Caller, id: string) => Promise<unknown>;
    create: (caller: Caller, body: z.output<Body>) => Promise<unknown>;
    update?: (caller: Caller, id: string, body: z.output<UpdateBody>) => Promise<unknown>;
    remove?: (caller: Caller, id: string) => Promise<unknown>;
  },
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = [opts.path.slice(1)];
  const { access, resource, get, update, remove } = opts;
  const one = `${opts.path}/:id`;
  if (get) {
    typed.get(
      one,
      {
        config: { access: opts.readAccess ?? access, resource },
        schema: { tags, params: ZIdParams },
      },
      async (req) => ({ data: await get(callerOf(req), req.params.id) }),
    );
  }
  typed.post(
    opts.path,
    { config: { access }, schema: { tags, body: opts.body } },
    async (req, reply) =>
      reply.status(201).send(await opts.create(callerOf(req), req.body as z.output<Body>)),
  );
  if (update) {
    const body = opts.updateBody ?? opts.body;
    typed.put(
      one,
      { config: { access, resource }, schema: { tags, params: ZIdParams, body } },
      (req) => update(callerOf(req), req.params.id, req.body as z.output<UpdateBody>),
    );
  }
  if (remove) {
    typed.delete(
      one,
      { config: { access, resource }, schema: { tags, params: ZIdParams } },
      (req) => remove(callerOf(req), req.params.id),
    );
  }
}
