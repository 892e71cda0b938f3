import { roundQuantity, type Unit } from '@pos/contracts/units';

/**
 * A weight as a scale sends it over a serial line (docs/guide/register.md, "Goods sold by
 * weight"): most retail scales in continuous or on-request mode send ASCII lines such as
 * "ST,GS,+  0.375kg", "  0.375 kg" or "W 375 g"; a line marked unstable ("US") is not a weight
 * to charge. The figure is taken in the scale's unit when the line names one, converted to the
 * product's; a line without a unit is taken as the product's unit.
 */
const LINE = /(-?\d+(?:[.,]\d+)?)\s*(kg|g|lb|l)?\b/i;

/** Grams in one of each unit of weight (litres do not convert to weights). */
const GRAMS: Partial<Record<Unit, number>> = { kg: 1000, g: 1, lb: 453.59237 };

export function readScaleLine(line: string, unit: Unit): number | null {
  if (/\bUS\b/.test(line)) return null;
  const found = LINE.exec(line);
  if (!found?.[1]) return null;
  const value = Number(found[1].replace(',', '.'));
  if (!Number.isFinite(value) || value <= 0) return null;
  const sent = found[2]?.toLowerCase() as Unit | undefined;
  if (!sent || sent === unit) return roundQuantity(value);
  const from = GRAMS[sent];
  const to = GRAMS[unit];
  if (!from || !to) return null;
  return roundQuantity((value * from) / to);
}

/** The part of Web Serial a scale reading needs (Chromium's `navigator.serial`). */
interface SerialPortLike {
  open(options: { baudRate: number }): Promise<void>;
  close(): Promise<void>;
  readable: ReadableStream<Uint8Array> | null;
}
interface SerialLike {
  requestPort(): Promise<SerialPortLike>;
}

export const serialOf = (nav: Navigator): SerialLike | null =>
  'serial' in nav ? (nav as Navigator & { serial: SerialLike }).serial : null;

/**
 * The first stable weight a scale sends within `timeoutMs`: the port the cashier picks (the
 * browser asks once, then remembers it), opened at 9600 baud (the common default), read line by
 * line, closed again.
 */
export async function readScale(serial: SerialLike, unit: Unit, timeoutMs = 5000) {
  const port = await serial.requestPort();
  await port.open({ baudRate: 9600 });
  const reader = port.readable?.getReader();
  const timer = setTimeout(() => void reader?.cancel(), timeoutMs);
  try {
    const decoder = new TextDecoder();
    let text = '';
    while (reader) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      const lines = text.split(/\r?\n|\r/);
      text = lines.pop() ?? '';
      for (const line of lines) {
        const weight = readScaleLine(line, unit);
        if (weight !== null) return weight;
      }
    }
    return null;
  } finally {
    clearTimeout(timer);
    reader?.releaseLock();
    await port.close().catch(() => undefined);
  }
}
