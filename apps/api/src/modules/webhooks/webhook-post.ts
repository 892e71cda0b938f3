import { request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { performance } from 'node:perf_hooks';
import { pinnedLookup, type ResolvedAddress } from './ssrf-guard.js';

/**
 * One webhook POST (docs/DESIGN.md, "Integrations, languages and switching", step 2): to the
 * addresses checkWebhookUrl approved and no other, within 10 s, keeping the start of the answer
 * for the delivery log. It never throws: every outcome is a result the delivery job records.
 */
export interface WebhookPostResult {
  /** The receiver's status; null when none came (refused, reset, timed out). */
  status: number | null;
  durationMs: number;
  /** Why no status came; null when one did. */
  error: string | null;
  /** The first 2 KB of the answer, for the delivery log. */
  responseSnippet: string;
}

export const RESPONSE_SNIPPET_BYTES = 2048;

/**
 * Delivered means a 2xx. A redirect is not followed (it could lead anywhere, past the address
 * check) and so counts as a failure, as does any other status.
 */
export const delivered = (result: WebhookPostResult) =>
  result.status !== null && result.status >= 200 && result.status < 300;

export function postWebhook(input: {
  url: URL;
  body: string;
  headers: OutgoingHttpHeaders;
  addresses: readonly ResolvedAddress[];
  timeoutMs?: number;
}): Promise<WebhookPostResult> {
  const { url, body, headers, addresses, timeoutMs = 10_000 } = input;
  const started = performance.now();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let status: number | null = null;
    let settled = false;
    let req: ReturnType<typeof httpRequest> | undefined;
    let timer: NodeJS.Timeout | undefined;
    const finish = (error: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req?.destroy();
      resolve({
        status,
        durationMs: Math.round(performance.now() - started),
        error: status === null ? error : null,
        responseSnippet: Buffer.concat(chunks).subarray(0, RESPONSE_SNIPPET_BYTES).toString('utf8'),
      });
    };
    // One deadline for connecting, sending and reading. Once the status has come the receiver
    // has answered; a body still trickling at the deadline only shortens the snippet.
    timer = setTimeout(() => finish('timeout'), timeoutMs);
    const onResponse = (res: IncomingMessage) => {
      status = res.statusCode ?? null;
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size >= RESPONSE_SNIPPET_BYTES) finish(null);
      });
      res.on('end', () => finish(null));
      res.on('error', (err) => finish(err.message));
    };
    try {
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      req = send(
        url,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...headers,
            'content-length': Buffer.byteLength(body),
          },
          // The connection goes to the checked addresses; the Host header and, for https, the
          // SNI name and certificate check stay the URL's host name.
          lookup: pinnedLookup(addresses),
          // A fresh connection each time: a pooled one may have been opened to an address an
          // earlier check approved, and a pool is not keyed by the lookup.
          agent: false,
        },
        onResponse,
      );
      req.on('error', (err) => finish(err.message));
      req.end(body);
    } catch (err) {
      // Thrown synchronously, e.g. a header value with a line break.
      finish(err instanceof Error ? err.message : String(err));
    }
  });
}
