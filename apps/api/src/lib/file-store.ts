import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded files live (DESIGN §2). The database keeps URLs only. Names are 128 random
 * bits, so a URL cannot be guessed; files are grouped by organization.
 */
export interface FileStore {
  put(organizationId: string, bytes: Uint8Array, ext: string): Promise<string>;
  /**
   * Streams a large file in (installers) without holding it in memory. `check` sees its first
   * bytes and the size so far as it arrives, and throws to refuse it; a failed or refused
   * stream leaves no file behind.
   */
  putStream(
    scope: string,
    source: Readable,
    ext: string,
    check: (head: Buffer, size: number) => void,
  ): Promise<string>;
  /** True when `url` is a file this store holds for that organization. */
  owns(organizationId: string, url: string): boolean;
  /** The bytes of a file this store holds for that organization. */
  read(organizationId: string, url: string): Promise<Buffer>;
}

export const UPLOADS_PREFIX = '/uploads/';
/** How much of a streamed file's start its check sees (enough for every magic number used). */
const HEAD_BYTES = 16;

export function createLocalFileStore(dir: string): FileStore {
  return {
    async put(organizationId, bytes, ext) {
      const folder = path.join(dir, organizationId);
      await mkdir(folder, { recursive: true });
      const name = `${randomBytes(16).toString('hex')}.${ext}`;
      await writeFile(path.join(folder, name), bytes, { flag: 'wx' });
      return `${UPLOADS_PREFIX}${organizationId}/${name}`;
    },
    async putStream(scope, source, ext, check) {
      const folder = path.join(dir, scope);
      await mkdir(folder, { recursive: true });
      const name = `${randomBytes(16).toString('hex')}.${ext}`;
      const file = path.join(folder, name);
      let head = Buffer.alloc(0);
      let size = 0;
      const gate = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk]).subarray(0, HEAD_BYTES);
          try {
            // A head too short to judge waits for more bytes, or for the end.
            if (head.length >= HEAD_BYTES) check(head, size);
            done(null, chunk);
          } catch (err) {
            done(err as Error);
          }
        },
        flush(done) {
          try {
            check(head, size);
            done();
          } catch (err) {
            done(err as Error);
          }
        },
      });
      // The file is created before the first byte is piped: a write stream opens its file
      // asynchronously, and a body that fails at once could otherwise reject the pipeline
      // before the file exists — the clean-up would then miss a file created just after.
      const handle = await open(file, 'wx');
      try {
        await pipeline(source, gate, handle.createWriteStream());
      } catch (err) {
        await rm(file, { force: true });
        throw err;
      }
      return `${UPLOADS_PREFIX}${scope}/${name}`;
    },
    owns(organizationId, url) {
      const m = url.match(/^\/uploads\/([0-9a-f-]{36})\/[0-9a-f]{32}\.(png|jpg|gif|webp|svg)$/);
      return m?.[1] === organizationId;
    },
    async read(organizationId, url) {
      if (!this.owns(organizationId, url)) throw new Error('not a file of this organization');
      return readFile(path.join(dir, url.slice(UPLOADS_PREFIX.length)));
    },
  };
}
