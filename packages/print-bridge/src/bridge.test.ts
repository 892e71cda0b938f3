import { afterEach, describe, expect, it } from 'vitest';
import { newToken, parsePrinterArg, startBridge, tokenHash } from './bridge.js';
import { fakeEposPrinter, fakePrinter } from './fake-printer.js';
import type { NetworkPrinter } from './printers.js';

const ORIGIN = 'https://pos.example.com';
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

async function paired(
  printerPort: number,
  counter: NetworkPrinter = { kind: 'tcp', host: '127.0.0.1', port: printerPort },
) {
  const token = newToken();
  const bridge = await startBridge({
    origin: ORIGIN,
    tokenHash: tokenHash(token),
    printers: { counter },
    port: 0,
    timeoutMs: 2_000,
  });
  cleanups.push(bridge.close);
  const call = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
    fetch(`${bridge.url}${path}`, {
      ...init,
      headers: { origin: ORIGIN, authorization: `Bearer ${token}`, ...init.headers },
    });
  return { bridge, token, call };
}

const print = (data: Uint8Array, printer = 'counter') =>
  JSON.stringify({ printer, data: Buffer.from(data).toString('base64') });

describe('the print bridge', () => {
  it('sends the bytes a paired register gives it to the printer it names, byte for byte', async () => {
    const printer = await fakePrinter();
    cleanups.push(printer.close);
    const { call } = await paired(printer.port);
    const status = await call('/v1/status');
    expect(status.status).toBe(200);
    expect(status.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(await status.json()).toMatchObject({
      name: 'pos-print-bridge',
      printers: [{ name: 'counter' }],
    });
    const bytes = new Uint8Array([
      0x1b, 0x40, 0x48, 0x69, 0x0a, 0x1d, 0x56, 0x01, 0x1b, 0x70, 0, 50, 250,
    ]);
    const res = await call('/v1/print', { method: 'POST', body: print(bytes) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ printed: bytes.length });
    expect([...((await printer.job()) ?? [])]).toEqual([...bytes]);
  });

  it('answers the preflight of the app alone, private-network access included', async () => {
    const { bridge } = await paired(9);
    const ok = await fetch(`${bridge.url}/v1/print`, {
      method: 'OPTIONS',
      headers: {
        origin: ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-private-network': 'true',
      },
    });
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(ok.headers.get('access-control-allow-private-network')).toBe('true');
    const other = await fetch(`${bridge.url}/v1/print`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(other.status).toBe(403);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a register without the token, another origin, an unknown printer, bad bodies — and prints nothing', async () => {
    const printer = await fakePrinter();
    cleanups.push(printer.close);
    const { call, bridge } = await paired(printer.port);
    const bytes = new Uint8Array([0x1b, 0x40]);
    const refusals: [Promise<Response>, number, string][] = [
      [
        call('/v1/print', {
          method: 'POST',
          body: print(bytes),
          headers: { authorization: 'Bearer ppb_wrong' },
        }),
        401,
        'BRIDGE_TOKEN',
      ],
      [
        call('/v1/print', { method: 'POST', body: print(bytes), headers: { authorization: '' } }),
        401,
        'BRIDGE_TOKEN',
      ],
      [
        call('/v1/print', {
          method: 'POST',
          body: print(bytes),
          headers: { origin: 'https://evil.example' },
        }),
        403,
        'ORIGIN',
      ],
      [
        call('/v1/print', { method: 'POST', body: print(bytes, 'kitchen') }),
        404,
        'NO_SUCH_PRINTER',
      ],
      [
        call('/v1/print', { method: 'POST', body: '{"printer":"counter","data":"not base64!"}' }),
        400,
        'VALIDATION_ERROR',
      ],
      [call('/v1/print', { method: 'POST', body: 'nonsense' }), 400, 'VALIDATION_ERROR'],
      [
        call('/v1/print', { method: 'POST', body: print(new Uint8Array()) }),
        400,
        'VALIDATION_ERROR',
      ],
      [
        call('/v1/print', { method: 'POST', body: 'x'.repeat(2 * 1024 * 1024 + 1) }),
        413,
        'TOO_LARGE',
      ],
      [call('/v1/nothing'), 404, 'NOT_FOUND'],
    ];
    for (const [res, status, code] of refusals) {
      const r = await res;
      expect(r.status, code).toBe(status);
      expect(((await r.json()) as { code: string }).code).toBe(code);
    }
    expect(printer.jobs).toEqual([]);
    // It listens on the loopback address alone.
    expect(bridge.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('says so when the printer cannot be reached (502): the register keeps the job to retry', async () => {
    const printer = await fakePrinter();
    const port = printer.port;
    await printer.close();
    const { call } = await paired(port);
    const res = await call('/v1/print', {
      method: 'POST',
      body: print(new Uint8Array([0x1b, 0x40])),
    });
    expect(res.status).toBe(502);
    const body = (await res.json()) as { code: string; message: string };
    expect(body.code).toBe('PRINTER_UNREACHABLE');
    expect(body.message).toContain(`127.0.0.1:${port} cannot be reached`);
  });

  it("prints to an Epson printer through its ePOS-Print service: the bytes in the document's command", async () => {
    const printer = await fakeEposPrinter();
    cleanups.push(printer.close);
    const { call } = await paired(0, {
      kind: 'epos',
      host: '127.0.0.1',
      port: printer.port,
      tls: false,
    });
    const bytes = new Uint8Array([
      0x1b, 0x40, 0x48, 0x69, 0x0a, 0x1d, 0x56, 0x01, 0x1b, 0x70, 0, 50, 250,
    ]);
    const res = await call('/v1/print', { method: 'POST', body: print(bytes) });
    expect(res.status).toBe(200);
    const [req] = printer.requests;
    expect(req?.url).toBe('/cgi-bin/epos/service.cgi?devid=local_printer&timeout=2000');
    expect(req?.headers['content-type']).toBe('text/xml; charset=utf-8');
    expect(req?.body).toContain(
      '<epos-print xmlns="http://www.epson-pos.com/schemas/2011/03/epos-print">',
    );
    expect([...printer.bytes()]).toEqual([...bytes]);
  });

  it('says why an Epson printer did not print (its cover open), apart from one it cannot reach', async () => {
    const printer = await fakeEposPrinter('EPTR_COVER_OPEN');
    cleanups.push(printer.close);
    const { call } = await paired(0, {
      kind: 'epos',
      host: '127.0.0.1',
      port: printer.port,
      tls: false,
    });
    const res = await call('/v1/print', { method: 'POST', body: print(new Uint8Array([0x0a])) });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({
      code: 'PRINTER_REFUSED',
      message: `The ePOS printer at 127.0.0.1:${printer.port} did not print: its cover is open.`,
    });
  });

  it('reads its printers from the command line, 9100 by default, and nothing else', () => {
    expect(parsePrinterArg('counter=tcp://192.168.1.50')).toEqual([
      'counter',
      { kind: 'tcp', host: '192.168.1.50', port: 9100 },
    ]);
    expect(parsePrinterArg('bar=tcp://printer.local:9101')).toEqual([
      'bar',
      { kind: 'tcp', host: 'printer.local', port: 9101 },
    ]);
    // Epson ePOS-Print: over HTTP (80) or HTTPS (443).
    expect(parsePrinterArg('tm=epos://192.168.1.60')).toEqual([
      'tm',
      { kind: 'epos', host: '192.168.1.60', port: 80, tls: false },
    ]);
    expect(parsePrinterArg('tm=eposs://192.168.1.60:8443')).toEqual([
      'tm',
      { kind: 'epos', host: '192.168.1.60', port: 8443, tls: true },
    ]);
    for (const bad of [
      'counter',
      '=tcp://1.2.3.4',
      'x=http://1.2.3.4',
      'x=tcp://1.2.3.4/path',
      'x=epos://1.2.3.4/cgi-bin/epos/service.cgi',
      'x=',
    ]) {
      expect(parsePrinterArg(bad), bad).toBeNull();
    }
  });
});
