/*
 * The register's side of the print bridge (`npx pos-print-bridge`, packages/print-bridge): a
 * printer on the shop's network is printed to through the bridge on the register's own
 * machine, paired by the token the bridge showed, by the printer's name there.
 */

import { i18n } from './i18n';

export interface BridgeTarget {
  /** Where the bridge listens, e.g. http://127.0.0.1:9317. */
  url: string;
  token: string;
  printer: string;
}

/** A print the bridge could not make, with its reason ("cannot be reached", "not paired"). */
export class PrintFailed extends Error {}

/** Bytes as base64, a chunk at a time (a logo's raster is tens of kilobytes). */
export function base64Of(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(text);
}

async function call(target: BridgeTarget, path: string, init: RequestInit = {}) {
  let res: Response;
  try {
    res = await fetch(`${target.url.replace(/\/+$/, '')}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${target.token}`, 'content-type': 'application/json' },
    });
  } catch {
    throw new PrintFailed(
      i18n.t('The print bridge does not answer at {{url}}: is it running?', { url: target.url }),
    );
  }
  const body = (await res.json().catch(() => ({}))) as { message?: string };
  if (!res.ok)
    throw new PrintFailed(
      body.message ?? i18n.t('The print bridge answered {{status}}.', { status: res.status }),
    );
  return body;
}

/** Prints `bytes` on the bridge's printer; throws PrintFailed with the bridge's reason. */
export async function printThroughBridge(target: BridgeTarget, bytes: Uint8Array) {
  await call(target, '/v1/print', {
    method: 'POST',
    body: JSON.stringify({ printer: target.printer, data: base64Of(bytes) }),
  });
}

/** The printers the bridge knows (to pick one in the register's printer settings). */
export async function bridgePrinters(target: Omit<BridgeTarget, 'printer'>) {
  const body = (await call({ ...target, printer: '' }, '/v1/status')) as {
    printers?: { name: string }[];
  };
  return (body.printers ?? []).map((p) => p.name);
}
