import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalFileStore } from './file-store.js';

const dir = mkdtempSync(path.join(tmpdir(), 'pos-file-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const store = createLocalFileStore(dir);
const scope = '00000000-0000-4000-8000-000000000001';
const filesIn = () => readdirSync(path.join(dir, scope));

describe('streamed files', () => {
  it('writes the stream and answers its URL', async () => {
    const bytes = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(70_000, 1)]);
    const url = await store.putStream(scope, Readable.from([bytes]), 'apk', () => {});
    expect(url).toMatch(new RegExp(`^/uploads/${scope}/[0-9a-f]{32}\\.apk$`));
    expect(readFileSync(path.join(dir, url.slice('/uploads/'.length))).equals(bytes)).toBe(true);
  });

  it('leaves no file behind when the check refuses the first bytes, however fast', async () => {
    const before = filesIn().length;
    for (let i = 0; i < 20; i++) {
      await expect(
        store.putStream(scope, Readable.from([Buffer.alloc(32)]), 'apk', () => {
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
    }
    expect(filesIn().length).toBe(before);
  });

  it('leaves no file behind when the check refuses at the end (a size past the limit)', async () => {
    const before = filesIn().length;
    const chunks = Array.from({ length: 5 }, () => Buffer.alloc(20_000, 2));
    await expect(
      store.putStream(scope, Readable.from(chunks), 'exe', (_head, size) => {
        if (size > 50_000) throw new Error('too large');
      }),
    ).rejects.toThrow('too large');
    expect(filesIn().length).toBe(before);
  });
});
