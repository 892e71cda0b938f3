import type { TokenClaims } from '../../lib/jwt.js';
import type { Caller } from '../../plugins/types.js';

/**
 * Callers recently read, so that a register's sales and scans do not read the same user, role,
 * permissions, organization and subscription on every request (one round trip of a sale's three).
 *
 * Freshness: a write through this process forgets every caller before its answer leaves
 * (`forget`, called by the auth plugin for every write that does not declare `keepsCallers`), so
 * a role changed, a user disabled or "sign out everywhere" holds from the next request on. A
 * change made elsewhere — another instance behind the load balancer, SQL by hand, a subscription
 * running out with time — shows within `ttlMs` (default 1 s; `CALLER_CACHE_MS=0` turns it off),
 * as the platform settings do within 2 s.
 */
export class CallerCache {
  private entries = new Map<string, { caller: Caller; at: number }>();
  private generation = 0;

  constructor(private readonly ttlMs: number) {}

  /** `key`: what the caller is read from — a session's claims (`sessionKey`), an API key's id. */
  async get(key: string, load: () => Promise<Caller | null>): Promise<Caller | null> {
    if (this.ttlMs <= 0) return load();
    const hit = this.entries.get(key);
    if (hit && performance.now() - hit.at < this.ttlMs) return hit.caller;
    const generation = this.generation;
    const at = performance.now();
    const caller = await load();
    // A write that finished while this read ran may have changed what it read: keep it only
    // when nothing was forgotten meanwhile. A refused token is not kept (it is not the hot path).
    if (caller && generation === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(key, { caller, at });
    }
    return caller;
  }

  forget() {
    this.generation++;
    this.entries.clear();
  }
}

/** A session's key: its user, organization and token version (a new version is another key). */
export const sessionKey = (claims: TokenClaims) =>
  `${claims.organizationId}:${claims.userId}:${claims.tokenVersion}`;

/** Far more signed-in users than one instance serves within a second; a bound on memory. */
const MAX_ENTRIES = 10_000;
