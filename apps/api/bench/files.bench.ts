/**
 * Files on disk and on S3 (docs/benchmarks/files.md): an image served by `/uploads/*` from each
 * store, beside the least each store's read costs (the file read from disk; the object got from
 * the bucket), and a 20 MB installer streamed in through each store — in one run, on s3rver (a
 * real S3 API on local disk: the S3 figures are the protocol's and the SDK's cost, not a
 * network's). Run with `npm run bench:files`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import pino from 'pino';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { createDeps } from '../src/deps.js';
import { startS3 } from '../src/test/s3-server.js';
import { p50, p95, time } from './bench-kit.js';

const RUNS = Number(process.env.BENCH_FILES_RUNS ?? 300);
const SCOPE = '00000000-0000-4000-8000-0000000000b1';
const IMAGE = Buffer.alloc(50 * 1024, 7);
const INSTALLER_MB = 20;

const s3 = await startS3();
const work = mkdtempSync(path.join(tmpdir(), 'pos-bench-files-'));
const database = openDatabase({ kind: 'pglite', dataDir: path.join(work, 'db') });
await database.migrate();
const log = pino({ level: 'silent' });
const appOn = async (env: Record<string, string>) => {
  const config = loadConfig({
    DATA_DIR: path.join(work, env.S3_BUCKET ? 's3' : 'disk'),
    LOG_LEVEL: 'silent',
    ...env,
  });
  const deps = createDeps(config, database, log);
  const app = await buildApp(deps, { logger: log });
  await app.ready();
  return { app, deps, config };
};
const disk = await appOn({});
const bucket = await appOn(s3.env);
const client = new S3Client({
  region: 'us-east-1',
  endpoint: s3.endpoint,
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});

const row = (label: string, xs: number[], floor?: number[]) =>
  `| ${label} | ${p50(xs).toFixed(2)} ms | ${p95(xs).toFixed(2)} ms |${floor ? ` ${(p50(xs) / p50(floor)).toFixed(1)}× |` : ' — |'}`;

const lines: string[] = [];
const started = loadavg()[0] ?? 0;
const diskUrl = await disk.deps.files.put(SCOPE, IMAGE, 'png');
const s3Url = await bucket.deps.files.put(SCOPE, IMAGE, 'png');
const served = (app: typeof disk.app, url: string) => async () => {
  const res = await app.inject({ url });
  if (res.statusCode !== 200 || res.rawPayload.length !== IMAGE.length)
    throw new Error(`${url}: ${res.statusCode}`);
};
const diskRead = await time(() => readFile(path.join(disk.config.dataDir, diskUrl)), RUNS);
const diskServed = await time(served(disk.app, diskUrl), RUNS);
// Before the FileStore served them: @fastify/static on the folder, in a bare server.
const bare = Fastify();
await bare.register(fastifyStatic, {
  root: path.join(disk.config.dataDir, 'uploads'),
  prefix: '/uploads/',
});
await bare.ready();
const staticServed = await time(served(bare as unknown as typeof disk.app, diskUrl), RUNS);
await bare.close();
const s3Get = await time(async () => {
  const got = await client.send(
    new GetObjectCommand({ Bucket: s3.env.S3_BUCKET, Key: s3Url.slice('/uploads/'.length) }),
  );
  await got.Body?.transformToByteArray();
}, RUNS);
const s3Served = await time(served(bucket.app, s3Url), RUNS);
lines.push(
  `A 50 KB image, ${RUNS} requests each through \`app.inject\` (the route's work, no socket):`,
  '',
  '| | p50 | p95 | × its floor |',
  '|---|---|---|---|',
  row('disk: the file read (floor)', diskRead),
  row('disk: `GET /uploads/…`', diskServed, diskRead),
  row('disk: `@fastify/static` on the folder, bare server (before)', staticServed, diskRead),
  row('S3: the object got (floor)', s3Get),
  row('S3: `GET /uploads/…`', s3Served, s3Get),
  '',
);

const chunk = Buffer.alloc(1024 * 1024, 3);
const installer = () => Readable.from(Array.from({ length: INSTALLER_MB }, () => chunk));
const upload = (deps: typeof disk.deps) => () =>
  deps.files.putStream(SCOPE, installer(), 'apk', () => {});
const diskUpload = await time(upload(disk.deps), 5);
const s3Upload = await time(upload(bucket.deps), 5);
lines.push(
  `A ${INSTALLER_MB} MB installer streamed in (5 runs): disk p50 ${p50(diskUpload).toFixed(0)} ms, S3 (multipart, 5 MB parts, 4 in flight) p50 ${p50(s3Upload).toFixed(0)} ms (${(p50(s3Upload) / p50(diskUpload)).toFixed(1)}×).`,
  '',
  `Load average at the start ${started.toFixed(1)}, at the end ${(loadavg()[0] ?? 0).toFixed(1)} (2 cores).`,
);
console.log(lines.join('\n'));

await disk.app.close();
await bucket.app.close();
await database.close();
await s3.close();
rmSync(work, { recursive: true, force: true });
