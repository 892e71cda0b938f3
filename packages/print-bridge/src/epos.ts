import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

/*
 * Epson's ePOS-Print over HTTP (docs/DESIGN.md, "The counter's hardware"): a TM printer with
 * ePOS-Print on takes an XML document at /cgi-bin/epos/service.cgi. The register's ESC/POS bytes
 * go in one `<command>` element, as hexadecimal — the printer runs them as if they came over
 * port 9100 — and the printer answers whether it printed (`success`) and why not (`code`).
 */

export interface EposPrinter {
  host: string;
  port: number;
  /** HTTPS (eposs://): TM printers serve a certificate of their own, not one a CA signed. */
  tls: boolean;
}

const NS = 'http://www.epson-pos.com/schemas/2011/03/epos-print';

/** The SOAP document that prints `bytes`. */
export const eposDocument = (bytes: Uint8Array) =>
  '<?xml version="1.0" encoding="utf-8"?>' +
  '<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body>' +
  `<epos-print xmlns="${NS}"><command>${Buffer.from(bytes).toString('hex')}</command></epos-print>` +
  '</s:Body></s:Envelope>';

/** The printer's answer: printed or not, and its code; null when it is no ePOS answer. */
export function eposAnswer(xml: string): { success: boolean; code: string } | null {
  const element = /<(?:\w+:)?response\b([^>]*)\/?>/.exec(xml)?.[1];
  if (element === undefined) return null;
  const attr = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(element)?.[1];
  return { success: attr('success') === 'true', code: attr('code') ?? '' };
}

/** What a shop assistant can do about the printer's refusals (Epson's codes, the common ones). */
const REASONS: Record<string, string> = {
  EPTR_COVER_OPEN: 'its cover is open',
  EPTR_REC_EMPTY: 'it is out of paper',
  EPTR_AUTOCUTTER: 'its cutter is stuck',
  EPTR_MECHANICAL: 'it has a mechanical error',
  EPTR_UNRECOVERABLE: 'it has an error it cannot recover from',
  EX_TIMEOUT: 'it did not finish in time',
  DeviceNotFound: 'ePOS-Print has no printer "local_printer"',
  SchemaError: 'it did not understand the document',
};

/** The printer answered, and did not print (cover open, out of paper…): not a network fault. */
export class PrinterRefused extends Error {}

/** Posts the bytes to the printer's ePOS-Print service; fails with the printer's reason. */
export function sendEpos(printer: EposPrinter, bytes: Uint8Array, timeoutMs = 10_000) {
  const where = `The ePOS printer at ${printer.host}:${printer.port}`;
  const body = eposDocument(bytes);
  return new Promise<void>((resolve, reject) => {
    const req = (printer.tls ? httpsRequest : httpRequest)(
      {
        host: printer.host,
        port: printer.port,
        method: 'POST',
        path: `/cgi-bin/epos/service.cgi?devid=local_printer&timeout=${timeoutMs}`,
        headers: {
          'content-type': 'text/xml; charset=utf-8',
          'content-length': Buffer.byteLength(body),
          soapaction: '""',
          // Epson's own SDK sends it: some firmware serves a cached answer without it.
          'if-modified-since': 'Thu, 01 Jan 1970 00:00:00 GMT',
        },
        timeout: timeoutMs + 5_000,
        // Only the printers the bridge was started with are reached (never an address a page
        // names), and theirs is a self-signed certificate.
        ...(printer.tls ? { rejectUnauthorized: false } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const answer = eposAnswer(Buffer.concat(chunks).toString('utf8'));
          if (!answer) {
            reject(new Error(`${where} gave no ePOS-Print answer (HTTP ${res.statusCode}).`));
          } else if (!answer.success) {
            const reason = REASONS[answer.code] ?? `it refused the receipt (${answer.code})`;
            reject(new PrinterRefused(`${where} did not print: ${reason}.`));
          } else resolve();
        });
        res.on('error', (err) => reject(new Error(`${where}: ${err.message}`)));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (err: NodeJS.ErrnoException) =>
      reject(
        new Error(
          err.message === 'timeout'
            ? `${where} did not answer in time.`
            : `${where} cannot be reached (${err.code ?? err.message}).`,
        ),
      ),
    );
    req.end(body);
  });
}
