import type { FastifyBaseLogger } from 'fastify';
import type { Db, Listen } from '../../db/client.js';
import * as repo from './customer-display.repository.js';

/** One display's open stream on this instance. */
export interface DisplaySubscriber {
  organizationId: string;
  deviceId: string;
  displayId: string;
  /** Its pairing's end: the stream closes then. */
  expiresAt: Date;
  /** The register's latest cart (null: none sent yet). */
  send(state: unknown): void;
  /** The display is disconnected, expired or the instance stops: the stream ends. */
  end(reason: 'unpaired' | 'closing'): void;
}

interface Entry {
  sub: DisplaySubscriber;
  /** The version last sent: an older read (two refreshes crossing) is not sent after a newer one. */
  version: number;
  timer: NodeJS.Timeout;
}

/**
 * The displays connected to this instance, and the database's notifications that move them
 * (docs/DESIGN.md, "Customer display"): a register's write on any instance notifies every
 * instance at commit; each reads the device's cart once for all of its streams of that device.
 * No sticky sessions: a display and its register may be on different instances. The instance
 * listens only while it has a stream.
 */
export class DisplayHub {
  private readonly devices = new Map<string, Set<Entry>>();
  private listening: Promise<() => Promise<void>> | null = null;
  /** Devices being read, and those changed again meanwhile (read once more after). */
  private readonly reading = new Set<string>();
  private readonly dirty = new Set<string>();

  constructor(
    private readonly db: Db,
    private readonly listen: Listen,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Starts a stream: it gets the device's cart now and at every change; answers its stop. */
  async subscribe(sub: DisplaySubscriber): Promise<() => void> {
    await this.startListening();
    const key = keyOf(sub.organizationId, sub.deviceId);
    const delay = Math.max(0, sub.expiresAt.getTime() - Date.now());
    const entry: Entry = {
      sub,
      version: -1,
      // Its pairing ends: the display is told, as if disconnected (timers cap at ~24.8 days).
      timer: setTimeout(() => this.drop(entry, 'unpaired'), Math.min(delay, 2 ** 31 - 1)),
    };
    const set = this.devices.get(key) ?? new Set();
    set.add(entry);
    this.devices.set(key, set);
    await this.refresh(sub.organizationId, sub.deviceId);
    return () => this.remove(entry);
  }

  /** Ends every stream (the instance stops) and stops listening. */
  async close() {
    for (const set of [...this.devices.values()]) {
      for (const entry of [...set]) this.drop(entry, 'closing');
    }
    const stop = this.listening;
    this.listening = null;
    if (stop) await (await stop.catch(() => null))?.();
  }

  private startListening() {
    this.listening ??= this.listen(
      repo.DISPLAY_CHANNEL,
      (payload) => this.heard(payload),
      () => this.refreshAll(),
    ).catch((err) => {
      this.listening = null;
      throw err;
    });
    return this.listening;
  }

  private heard(payload: string) {
    const [kind, organizationId = '', id = ''] = payload.split(':');
    if (kind === 's') {
      if (this.devices.has(keyOf(organizationId, id))) void this.refresh(organizationId, id);
    } else if (kind === 'u') {
      for (const set of this.devices.values()) {
        for (const entry of set) {
          if (entry.sub.displayId === id && entry.sub.organizationId === organizationId) {
            this.drop(entry, 'unpaired');
          }
        }
      }
    }
  }

  /** After a lost listening connection: every device may have changed meanwhile. */
  private refreshAll() {
    for (const set of this.devices.values()) {
      const first = set.values().next().value;
      if (first) void this.refresh(first.sub.organizationId, first.sub.deviceId);
    }
  }

  /**
   * Reads the device's cart and sends it to its streams here; a stream whose display is no
   * longer paired ends instead. One read at a time per device; changes meanwhile, one more.
   */
  private async refresh(organizationId: string, deviceId: string): Promise<void> {
    const key = keyOf(organizationId, deviceId);
    if (this.reading.has(key)) {
      this.dirty.add(key);
      return;
    }
    this.reading.add(key);
    try {
      do {
        this.dirty.delete(key);
        const set = this.devices.get(key);
        if (!set?.size) return;
        const read = await repo.deviceState(this.db, organizationId, deviceId, new Date());
        const version = read.version ?? 0;
        for (const entry of [...(this.devices.get(key) ?? [])]) {
          if (!read.paired.includes(entry.sub.displayId)) this.drop(entry, 'unpaired');
          else if (version > entry.version) {
            entry.version = version;
            entry.sub.send(read.state);
          }
        }
      } while (this.dirty.has(key));
    } catch (err) {
      // The next change reads again; a display keeps what it shows meanwhile.
      this.log.warn({ err }, 'customer display: reading a register cart failed');
    } finally {
      this.reading.delete(key);
    }
  }

  private drop(entry: Entry, reason: 'unpaired' | 'closing') {
    if (!this.remove(entry)) return;
    entry.sub.end(reason);
  }

  private remove(entry: Entry) {
    clearTimeout(entry.timer);
    const key = keyOf(entry.sub.organizationId, entry.sub.deviceId);
    const set = this.devices.get(key);
    if (!set?.delete(entry)) return false;
    if (!set.size) this.devices.delete(key);
    return true;
  }
}

const keyOf = (organizationId: string, deviceId: string) => `${organizationId}:${deviceId}`;
