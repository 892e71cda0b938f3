import { Dexie, type Table } from 'dexie';
import { uuidv7 } from 'uuidv7';

/**
 * This browser as a register device: its id and receipt prefix, made once, and the sequence of
 * its offline receipt numbers. A database of its own, never cleared with an organization's data,
 * so a number is never given twice on this device.
 */
class DeviceDb extends Dexie {
  counters!: Table<{ key: string; value: string | number }, string>;
  constructor() {
    super('pos-device');
    this.version(1).stores({ counters: 'key' });
  }
}

let db: DeviceDb | null = null;
const deviceDb = () => {
  db ??= new DeviceDb();
  return db;
};

export interface Device {
  id: string;
  /** The receipt numbers' prefix: 4 letters and digits from the id ("K7Q2"). */
  prefix: string;
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Four characters of the id's random part, without look-alikes (0/O, 1/I). */
export function prefixOf(id: string): string {
  const hex = id.replace(/-/g, '').slice(-8);
  let n = Number.parseInt(hex, 16);
  let prefix = '';
  for (let i = 0; i < 4; i++) {
    prefix += ALPHABET[n % ALPHABET.length];
    n = Math.floor(n / ALPHABET.length);
  }
  return prefix;
}

/** This device's id and prefix, made on first use (atomically: two tabs get the same one). */
export async function thisDevice(): Promise<Device> {
  const d = deviceDb();
  const id = await d.transaction('rw', d.counters, async () => {
    const found = await d.counters.get('deviceId');
    if (typeof found?.value === 'string') return found.value;
    const made = uuidv7();
    await d.counters.put({ key: 'deviceId', value: made });
    return made;
  });
  return { id, prefix: prefixOf(id) };
}

/** The next offline receipt number of this device ("K7Q2-15"): one transaction, so tabs never share one. */
export async function nextLocalNumber(device: Device): Promise<string> {
  const d = deviceDb();
  const n = await d.transaction('rw', d.counters, async () => {
    const found = await d.counters.get('sequence');
    const next = (typeof found?.value === 'number' ? found.value : 0) + 1;
    await d.counters.put({ key: 'sequence', value: next });
    return next;
  });
  return `${device.prefix}-${n}`;
}
