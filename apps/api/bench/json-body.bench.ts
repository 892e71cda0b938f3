/**
 * What measuring a JSON body's depth before parsing costs (docs/guide/api.md, "Limits"): Fastify's
 * own parser alone against the depth scan plus that parser, on bodies the API receives — a
 * register sale, an offline batch, the 1 MB limit — and what refusing a too-deep body costs.
 * No database: `npm run bench:json` (figures in docs/benchmarks/json-bodies.md).
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import Fastify, { type FastifyRequest } from 'fastify';
import { jsonTooDeep } from '../src/lib/json-body.js';
import { p50, p95 } from './bench-kit.js';

const app = Fastify();
const fastifyParse = app.getDefaultJsonParser('error', 'error');
const parse = (text: string) =>
  new Promise<unknown>((resolve, reject) =>
    fastifyParse({} as FastifyRequest, text, (err, body) => (err ? reject(err) : resolve(body))),
  );

const line = (i: number) => ({
  productId: `0190a3b4-0000-7000-8000-${String(i).padStart(12, '0')}`,
  quantity: 1 + (i % 3),
  price: 12.5 + i,
  discount: 0,
  name: `Cotton shirt, size ${i % 5}, “blue” \\ [sale]`,
});
const sale = (lines: number) => ({
  storeId: '0190a3b4-0000-7000-8000-000000000001',
  lines: Array.from({ length: lines }, (_, i) => line(i)),
  payments: [{ method: 'Cash', amount: 100 }],
  note: 'Gift wrap {please}',
});
const BODIES: [string, string][] = [
  ['a sale of 5 lines', JSON.stringify(sale(5))],
  [
    'an offline batch of 50 sales × 10 lines',
    JSON.stringify({ sales: Array.from({ length: 50 }, () => sale(10)) }),
  ],
  ['a body at the 1 MB limit', ''],
];
{
  // Lines until the text is just under 1 MB.
  let n = 1;
  while (JSON.stringify(sale(n * 2)).length < 1024 * 1024) n *= 2;
  while (JSON.stringify(sale(n + 100)).length < 1024 * 1024) n += 100;
  BODIES[2] = [BODIES[2]?.[0] ?? '', JSON.stringify(sale(n))];
}

async function timeMs(fn: () => unknown, runs: number) {
  for (let i = 0; i < 20; i++) await fn();
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const s = performance.now();
    await fn();
    out.push(performance.now() - s);
  }
  return out;
}

const f = (ms: number) => (ms < 0.1 ? `${(ms * 1000).toFixed(0)} µs` : `${ms.toFixed(2)} ms`);
console.info(
  `load average before: ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);
console.info(
  '| body | bytes | parse alone p50 / p95 | scan + parse p50 / p95 | scan alone p50 | ratio (p50) |',
);
console.info('|---|---|---|---|---|---|');
for (const [name, text] of BODIES) {
  const runs = text.length > 100_000 ? 200 : 2000;
  // Interleaved rounds, so that a noisy moment hits both sides.
  const alone: number[] = [];
  const scanned: number[] = [];
  const scanOnly: number[] = [];
  for (let round = 0; round < 5; round++) {
    alone.push(...(await timeMs(() => parse(text), runs / 5)));
    scanned.push(...(await timeMs(() => (jsonTooDeep(text) ? null : parse(text)), runs / 5)));
    scanOnly.push(...(await timeMs(() => jsonTooDeep(text), runs / 5)));
  }
  console.info(
    `| ${name} | ${text.length.toLocaleString('en')} | ${f(p50(alone))} / ${f(p95(alone))} | ` +
      `${f(p50(scanned))} / ${f(p95(scanned))} | ${f(p50(scanOnly))} | ${(p50(scanned) / p50(alone)).toFixed(2)} |`,
  );
}
for (const [name, text] of [
  ['a 5,000-deep object', `${'{"a":'.repeat(5000)}0${'}'.repeat(5000)}`],
  ['a 100,000-deep array', `${'['.repeat(100_000)}${']'.repeat(100_000)}`],
] as const) {
  const refused = await timeMs(() => jsonTooDeep(text), 200);
  const parsed = await timeMs(() => parse(text), 50);
  console.info(
    `${name} (${text.length.toLocaleString('en')} bytes): refused by the scan in p50 ${f(p50(refused))}; ` +
      `parsing it alone would take p50 ${f(p50(parsed))}`,
  );
}
console.info(
  `load average after: ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);
