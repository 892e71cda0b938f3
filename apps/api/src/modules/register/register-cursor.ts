import { z } from 'zod';
import { badRequest } from '../../lib/errors.js';

/**
 * The register's catalogue cursor (`GET /register/catalog`), opaque to the register: base64url
 * JSON. Between syncs it holds `since`; during a sync (`hasMore`) also `paging`, each stream's
 * last row sent. Times are the database's, to the microsecond, in UTC.
 *
 * `since` is a time every change at or after which is still to be sent (or sent again): during
 * a sync it is the sync's floor (see register.service.ts), and when the sync ends, where the next
 * one starts. A cursor names the store and whether customers were included: a cursor of another
 * store, or made with the other answer about customers, starts a full load.
 */
const ZTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
const ZUuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);

/** A stream's last row sent, `[time, id]`, or null: from the stream's start. */
const ZPosition = z.tuple([ZTime, ZUuid]).nullable();
export type Position = z.infer<typeof ZPosition>;

const ZPaging = z.strictObject({
  /** A full load: archived products older than the floor are left out (the register never had them). */
  full: z.boolean(),
  products: ZPosition,
  removedProducts: ZPosition,
  stock: ZPosition,
  customers: ZPosition,
  removedCustomers: ZPosition,
});
export type Paging = z.infer<typeof ZPaging>;
export type StreamName = Exclude<keyof Paging, 'full'>;

const ZCursor = z.strictObject({
  v: z.literal(1),
  store: ZUuid,
  customers: z.boolean(),
  since: ZTime,
  paging: ZPaging.optional(),
});
export type SyncCursor = z.infer<typeof ZCursor>;

export const encodeCursor = (c: SyncCursor) =>
  Buffer.from(JSON.stringify(c), 'utf8').toString('base64url');

/** The cursor in `text`, else 400 `CURSOR_INVALID` (not one this server made: sync without it). */
export function decodeCursor(text: string): SyncCursor {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    json = undefined;
  }
  const parsed = ZCursor.safeParse(json);
  if (!parsed.success || !/^[A-Za-z0-9_-]*$/.test(text)) {
    throw badRequest(
      'The catalogue cursor is not valid: sync again without one.',
      undefined,
      'CURSOR_INVALID',
    );
  }
  return parsed.data;
}
