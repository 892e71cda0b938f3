import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { startS3 } from '../test/s3-server.js';
import { createLocalFileStore, type FileStore } from './file-store.js';
import { createS3FileStore } from './s3-file-store.js';

const dir = mkdtempSync(path.join(tmpdir(), 'pos-file-store-'));
let s3: Awaited<ReturnType<typeof startS3>>;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await s3.close();
});

const STORES: [string, () => FileStore][] = [
  ['on disk', () => createLocalFileStore(dir)],
  [
    'on S3',
    () => {
      const { s3: settings } = loadConfig({ DATA_DIR: dir, ...s3.env });
      if (!settings) throw new Error('the S3 settings were not read');
      return createS3FileStore(settings);
    },
  ],
];

describe.each(STORES)('the file store %s', (_, make) => {
  let store: FileStore;
  const scope = '00000000-0000-4000-8000-000000000001';
  const other = '00000000-0000-4000-8000-000000000002';
  beforeAll(() => {
    store = make();
  });
  const bytesOf = async (url: string) => {
    const name = url.split('/').pop() ?? '';
    const file = await store.open(scope, name);
    if (!file) throw new Error(`${url} is not there`);
    return { bytes: Buffer.from(await text(file.body), 'latin1'), size: file.size };
  };

  it('keeps an image by an unguessable URL of its organization, and gives it back', async () => {
    const png = Buffer.from('\x89PNG\r\n\x1a\n a small image', 'latin1');
    const url = await store.put(scope, png, 'png');
    expect(url).toMatch(new RegExp(`^/uploads/${scope}/[0-9a-f]{32}\\.png$`));
    expect(store.owns(scope, url)).toBe(true);
    expect(store.owns(other, url)).toBe(false);
    expect((await store.read(scope, url)).equals(png)).toBe(true);
    await expect(store.read(other, url)).rejects.toThrow('not a file of this organization');
    expect(await store.list(scope)).toContain(url.split('/').pop());
    expect(await store.open(scope, `${'f'.repeat(32)}.png`)).toBeNull();
    // Its size without its bytes (a HEAD request), none for a file that is not there.
    expect(await store.size(scope, url.split('/').pop() ?? '')).toBe(png.length);
    expect(await store.size(scope, `${'f'.repeat(32)}.png`)).toBeNull();
    expect(await store.size(other, url.split('/').pop() ?? '')).toBeNull();
  });

  it('streams a file in, in parts when it is large, and serves it streamed', async () => {
    // 11 MB: three multipart parts on S3.
    const chunk = Buffer.alloc(1024 * 1024, 7);
    const head = Buffer.from('PK\x03\x04');
    const url = await store.putStream(
      scope,
      Readable.from([head, ...Array.from({ length: 11 }, () => chunk)]),
      'apk',
      () => {},
    );
    expect(url).toMatch(new RegExp(`^/uploads/${scope}/[0-9a-f]{32}\\.apk$`));
    const { bytes, size } = await bytesOf(url);
    expect(size).toBe(4 + 11 * chunk.length);
    expect(bytes.subarray(0, 4).equals(head)).toBe(true);
    expect(bytes.length).toBe(size);
  });

  it('leaves no file behind when the check refuses the first bytes, however fast', async () => {
    const before = (await store.list(scope)).length;
    for (let i = 0; i < 10; i++) {
      await expect(
        store.putStream(scope, Readable.from([Buffer.alloc(32)]), 'apk', () => {
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
    }
    expect((await store.list(scope)).length).toBe(before);
  });

  it('leaves no file behind when the check refuses at the end, past parts already sent', async () => {
    const before = (await store.list(scope)).length;
    const chunks = Array.from({ length: 12 }, () => Buffer.alloc(1024 * 1024, 2));
    await expect(
      store.putStream(scope, Readable.from(chunks), 'exe', (_head, size) => {
        if (size > 11 * 1024 * 1024) throw new Error('too large');
      }),
    ).rejects.toThrow('too large');
    expect((await store.list(scope)).length).toBe(before);
  });

  it("removes every file of one organization and none of another's", async () => {
    const kept = await store.put(other, Buffer.from('GIF89a'), 'gif');
    for (let i = 0; i < 3; i++) await store.put(scope, Buffer.from(`image ${i}`), 'webp');
    const had = (await store.list(scope)).length;
    expect(had).toBeGreaterThanOrEqual(5);
    expect(await store.removeScope(scope)).toBe(had);
    expect(await store.list(scope)).toEqual([]);
    expect(await store.list(other)).toEqual([kept.split('/').pop()]);
    expect(await store.removeScope(scope)).toBe(0);
  });
});
