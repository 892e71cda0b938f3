import { ZMessage } from '@pos/contracts/common';
import { ZIdParams } from '@pos/contracts/list';
import type { Access } from '@pos/contracts/permissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { callerOf } from '../plugins/auth.js';
import type { ErrorStatus } from '../plugins/openapi.js';
import type { Caller, ResourceRef } from '../plugins/types.js';
import { pascalName } from './operation-names.js';

type Operation = 'get' | 'create' | 'update' | 'remove';

/** The `:id` of a record route (ZIdParams has checked it). */
const idOf = (req: FastifyRequest) => (req.params as z.output<typeof ZIdParams>).id;

/** What a create or an update answers: the record as it now is, and the message to show. */
export const savedRecord = <Row extends z.ZodType>(row: Row) =>
  z.object({ data: row, message: z.string() });
type Saved<Row extends z.ZodType> = { data: z.output<Row>; message: string };

/**
 * `GET /<entity>/:id` → `{data}`, `POST /<entity>` → 201 `{data, message}`,
 * `PUT /<entity>/:id` → `{data, message}` and `DELETE /<entity>/:id` → `{message}`: the record
 * routes an entity has, each one when its function is given (POST always), with the access rule
 * and the resource table the auth hook checks the id against. Their operations are named for
 * the resource: `getCustomer`, `createCustomer`, `updateCustomer`, `deleteCustomer`. `opts` types
 * the answers (each service returns its schema's shape), which the type provider cannot do for
 * schemas generic over the entity.
 */
export function registerCrudRoutes<
  Row extends z.ZodType,
  Body extends z.ZodType,
  UpdateBody extends z.ZodType = Body,
  CreateHeaders extends Record<string, string | undefined> = Record<string, never>,
>(
  app: FastifyInstance,
  opts: {
    path: string;
    /** Who may change records. */
    access: Access;
    /** Who may read one (defaults to `access`). */
    readAccess?: Access;
    resource: ResourceRef;
    /** Whether API keys may call them (`FastifyContextConfig.apiKeys`). */
    apiKeys?: 'allow' | 'refuse';
    /** The record as a GET, a create and an update answer it. */
    row: Row;
    /** The create's answer when it holds more than the record (a secret shown this once). */
    createdRow?: z.ZodType;
    /** The body of POST, and of PUT unless `updateBody` is given. */
    body: Body;
    updateBody?: UpdateBody;
    /**
     * An operation's id when the one made from the resource's name is taken by an older route
     * (ids are what typed clients name their methods by: an existing one never changes).
     */
    operationIds?: Partial<Record<Operation, string>>;
    /** Error statuses each operation's service gives beyond those of its config (a 409…). */
    errors?: Partial<Record<Operation, readonly ErrorStatus[]>>;
    get?: (caller: Caller, id: string) => Promise<z.output<Row>>;
    create: (caller: Caller, body: z.output<Body>, headers: CreateHeaders) => Promise<Saved<Row>>;
    /** Headers POST reads (an Idempotency-Key), passed to `create`. */
    createHeaders?: z.ZodType<CreateHeaders>;
    update?: (caller: Caller, id: string, body: z.output<UpdateBody>) => Promise<Saved<Row>>;
    remove?: (caller: Caller, id: string) => Promise<z.output<typeof ZMessage>>;
  },
) {
  const tags = [opts.path.slice(1)];
  const { access, resource, get, update, remove, apiKeys } = opts;
  const name = pascalName(resource.name);
  const noun = resource.name.toLowerCase();
  const aNoun = `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`;
  const saved = savedRecord(opts.row);
  const doc = (op: Operation, operationId: string, summary: string) => ({
    tags,
    operationId: opts.operationIds?.[op] ?? operationId,
    summary,
    errors: opts.errors?.[op] ?? [],
  });
  const one = `${opts.path}/:id`;
  if (get) {
    app.get(
      one,
      {
        config: { access: opts.readAccess ?? access, resource, apiKeys },
        schema: {
          ...doc('get', `get${name}`, `Read one ${noun}`),
          params: ZIdParams,
          response: { 200: z.object({ data: opts.row }) },
        },
      },
      async (req) => ({ data: await get(callerOf(req), idOf(req)) }),
    );
  }
  app.post(
    opts.path,
    {
      config: { access, apiKeys },
      schema: {
        ...doc('create', `create${name}`, `Create ${aNoun}`),
        body: opts.body,
        ...(opts.createHeaders ? { headers: opts.createHeaders } : {}),
        response: { 201: opts.createdRow ? savedRecord(opts.createdRow) : saved },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await opts.create(
            callerOf(req),
            req.body as z.output<Body>,
            req.headers as unknown as CreateHeaders,
          ),
        ),
  );
  if (update) {
    const body = opts.updateBody ?? opts.body;
    app.put(
      one,
      {
        config: { access, resource, apiKeys },
        schema: {
          ...doc('update', `update${name}`, `Change ${aNoun}`),
          params: ZIdParams,
          body,
          response: { 200: saved },
        },
      },
      (req) => update(callerOf(req), idOf(req), req.body as z.output<UpdateBody>),
    );
  }
  if (remove) {
    app.delete(
      one,
      {
        config: { access, resource, apiKeys },
        schema: {
          ...doc('remove', `delete${name}`, `Delete ${aNoun}`),
          params: ZIdParams,
          response: { 200: ZMessage },
        },
      },
      (req) => remove(callerOf(req), idOf(req)),
    );
  }
}
