import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PrinterRefused } from './epos.js';
import { tokenMatches } from './pairing.js';
import { type NetworkPrinter, parsePrinterUrl, sendToPrinter } from './printers.js';

/*
 * The print bridge (docs/DESIGN.md, "The counter's hardware"): a small HTTP server on the
 * register's own machine that takes the ESC/POS bytes the register made and sends them to a
 * printer on the shop's network — which a browser cannot reach itself. It listens on the
 * loopback address only, answers only the app's origin (CORS, and Chromium's private-network
 * preflight) and only a request that carries its pairing token, and prints only to the printers
 * it was started with, by name: it is never a relay to any address a page names.
 */

export { newToken, tokenHash } from './pairing.js';
export { parsePrinterUrl, printerUrl } from './printers.js';

export interface BridgeOptions {
  /** The app's origin, the only one that may call the bridge (e.g. https://pos.example.com). */
  origin: string;
  /** The SHA-256 of the pairing token (`tokenHash`). */
  tokenHash: string;
  /** The printers it prints to, by the name the register picks. */
  printers: Record<string, NetworkPrinter>;
  /** 0: any free port (tests). */
  port: number;
  /** How long a printer has to take a receipt. */
  timeoutMs?: number;
}

export const BRIDGE_VERSION = '0.1.0';
/** A receipt with its logo is tens of kilobytes; nothing the register sends comes near this. */
const MAX_BODY = 2 * 1024 * 1024;

type Answer = { status: number; body: Record<string, unknown> };

const refuse = (status: number, code: string, message: string): Answer => ({
  status,
  body: { code, message },
});

async function readBody(req: IncomingMessage): Promise<string | null> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** `{printer, data}`: a printer's name and the bytes in base64; null when it is not that. */
function printRequest(text: string): { printer: string; bytes: Buffer } | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { printer, data } = parsed as Record<string, unknown>;
  if (typeof printer !== 'string' || typeof data !== 'string') return null;
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(data) || data.length % 4 !== 0) return null;
  return { printer, bytes: Buffer.from(data, 'base64') };
}

export function startBridge(o: BridgeOptions) {
  const answer = async (req: IncomingMessage): Promise<Answer> => {
    const auth = req.headers.authorization ?? '';
    const token = auth.startsWith('Bearer ') ? auth.slice(7) : '';
    if (!token || !tokenMatches(token, o.tokenHash)) {
      return refuse(401, 'BRIDGE_TOKEN', 'This register is not paired with the print bridge.');
    }
    const path = new URL(req.url ?? '/', 'http://bridge').pathname;
    if (req.method === 'GET' && path === '/v1/status') {
      return {
        status: 200,
        body: {
          name: 'pos-print-bridge',
          version: BRIDGE_VERSION,
          printers: Object.keys(o.printers).map((name) => ({ name })),
        },
      };
    }
    if (req.method === 'POST' && path === '/v1/print') {
      const text = await readBody(req);
      if (text === null) return refuse(413, 'TOO_LARGE', 'The print job is larger than 2 MB.');
      const job = printRequest(text);
      if (!job || job.bytes.length === 0) {
        return refuse(
          400,
          'VALIDATION_ERROR',
          'Send {printer, data}: a printer and its bytes in base64.',
        );
      }
      const printer = o.printers[job.printer];
      if (!printer)
        return refuse(404, 'NO_SUCH_PRINTER', `The bridge has no printer "${job.printer}".`);
      try {
        await sendToPrinter(printer, job.bytes, o.timeoutMs);
      } catch (err) {
        const refused = err instanceof PrinterRefused;
        return refuse(
          502,
          refused ? 'PRINTER_REFUSED' : 'PRINTER_UNREACHABLE',
          (err as Error).message,
        );
      }
      return { status: 200, body: { printed: job.bytes.length } };
    }
    return refuse(404, 'NOT_FOUND', 'The print bridge has no such route.');
  };

  const server = createServer((req, res: ServerResponse) => {
    const origin = req.headers.origin;
    // A page of another origin learns nothing, not even whether the bridge is there.
    if (origin !== undefined && origin !== o.origin) {
      res.writeHead(403, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ code: 'ORIGIN', message: 'This origin may not use the print bridge.' }),
      );
      return;
    }
    const cors: Record<string, string> = origin
      ? { 'access-control-allow-origin': origin, vary: 'Origin' }
      : {};
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...cors,
        'access-control-allow-methods': 'GET, POST',
        'access-control-allow-headers': 'authorization, content-type',
        // Chromium asks before a public page calls a loopback address (Private Network Access).
        'access-control-allow-private-network': 'true',
        'access-control-max-age': '600',
      });
      res.end();
      return;
    }
    answer(req)
      .catch((err: unknown) => refuse(500, 'BRIDGE_ERROR', (err as Error).message))
      .then(({ status, body }) => {
        res.writeHead(status, { ...cors, 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      });
  });

  return new Promise<{ url: string; port: number; close: () => Promise<void> }>(
    (resolve, reject) => {
      server.once('error', reject);
      // The loopback address only: nothing else on the shop's network can reach the bridge.
      server.listen(o.port, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        resolve({
          url: `http://127.0.0.1:${port}`,
          port,
          close: () => new Promise<void>((done) => server.close(() => done())),
        });
      });
    },
  );
}

/** `name=tcp://host:port` (or `epos://`, `eposs://`) as a named printer; null when malformed. */
export function parsePrinterArg(text: string): [string, NetworkPrinter] | null {
  const at = text.indexOf('=');
  const name = text.slice(0, at).trim();
  const printer = parsePrinterUrl(text.slice(at + 1).trim());
  return at > 0 && name && printer ? [name, printer] : null;
}
