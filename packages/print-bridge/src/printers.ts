import { type EposPrinter, sendEpos } from './epos.js';
import { sendRaw, type TcpPrinter } from './raw-tcp.js';

/* The printers the bridge may print to, as its command line names them, and how each is sent. */

/** A printer the bridge prints to: raw TCP (9100), or Epson's ePOS-Print over HTTP(S). */
export type NetworkPrinter = ({ kind: 'tcp' } & TcpPrinter) | ({ kind: 'epos' } & EposPrinter);

const DEFAULT_PORTS = { 'tcp:': 9100, 'epos:': 80, 'eposs:': 443 } as const;

/**
 * `tcp://host[:port]` (9100 when left out), `epos://host[:port]` (ePOS-Print over HTTP, 80) or
 * `eposs://host[:port]` (over HTTPS, 443) as a printer; null for anything else.
 */
export function parsePrinterUrl(text: string): NetworkPrinter | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const scheme = url.protocol as keyof typeof DEFAULT_PORTS;
  if (!(scheme in DEFAULT_PORTS) || !url.hostname || url.pathname.replace(/^\/+/, '') !== '') {
    return null;
  }
  const port = url.port === '' ? DEFAULT_PORTS[scheme] : Number(url.port);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return scheme === 'tcp:'
    ? { kind: 'tcp', host, port }
    : { kind: 'epos', host, port, tls: scheme === 'eposs:' };
}

/** Sends a print job to the printer its way. */
export const sendToPrinter = (printer: NetworkPrinter, bytes: Uint8Array, timeoutMs?: number) =>
  printer.kind === 'tcp' ? sendRaw(printer, bytes, timeoutMs) : sendEpos(printer, bytes, timeoutMs);

/** A printer as its URL (what the bridge says it prints to). */
export const printerUrl = (p: NetworkPrinter) =>
  `${p.kind === 'tcp' ? 'tcp' : p.tls ? 'eposs' : 'epos'}://${p.host}:${p.port}`;
