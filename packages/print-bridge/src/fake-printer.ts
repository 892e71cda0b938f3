import { createServer as createHttpServer } from 'node:http';
import { createServer, type Server } from 'node:net';

/*
 * For tests (this package's and the register's): a network receipt printer as far as the
 * bridge can tell — it takes bytes on a TCP port of the loopback address and keeps each job.
 */

/** Starts one on a free port; `job(n)` waits for the nth job to have arrived whole. */
export async function fakePrinter() {
  const jobs: Buffer[] = [];
  const server: Server = createServer((socket) => {
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('end', () => jobs.push(Buffer.concat(chunks)));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.address() as { port: number }).port;
  return {
    port,
    jobs,
    /** Waits for the `n`th job to have arrived whole. */
    job: async (n = 1) => {
      for (let i = 0; i < 200 && jobs.length < n; i += 1)
        await new Promise((r) => setTimeout(r, 10));
      return jobs[n - 1];
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/**
 * An Epson printer with ePOS-Print on, as far as the bridge can tell: it keeps each request
 * (path, headers, body) and answers as a TM printer does — printed, or refused with `code`.
 */
export async function fakeEposPrinter(refusal: string | null = null) {
  const requests: { url: string; headers: Record<string, unknown>; body: string }[] = [];
  const server = createHttpServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requests.push({
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      res.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' });
      res.end(
        '<?xml version="1.0" encoding="utf-8"?><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"><soapenv:Body>' +
          `<response success="${refusal ? 'false' : 'true'}" code="${refusal ?? ''}" status="251658262" battery="0" xmlns="http://www.epson-pos.com/schemas/2011/03/epos-print"/>` +
          '</soapenv:Body></soapenv:Envelope>',
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.address() as { port: number }).port;
  return {
    port,
    requests,
    /** The bytes the nth request's `<command>` carried. */
    bytes: (n = 1) => {
      const hex = /<command>([0-9a-f]*)<\/command>/.exec(requests[n - 1]?.body ?? '')?.[1] ?? '';
      return Buffer.from(hex, 'hex');
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
