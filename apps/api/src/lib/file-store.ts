import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded files live (DESIGN §2): DATA_DIR/uploads, or an S3 bucket when S3_BUCKET is set
 * (lib/s3-file-store.ts; docs/guide/running.md, "Files"). The database keeps URLs only. Names
 * are 128 random bits, so a URL cannot be guessed; files are grouped by scope — the organization.
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
  /** One file to serve, streamed; null when there is none. */
  open(scope: string, name: string): Promise<StoredFile | null>;
  /** A file's size without reading it (a HEAD request); null when there is none. */
  size(scope: string, name: string): Promise<number | null>;
  /** The names of every file of a scope (an organization's export, its deletion). */
  list(scope: string): Promise<string[]>;
  /** Removes every file of a scope; answers how many there were. */
  removeScope(scope: string): Promise<number>;
}

export interface StoredFile {
  body: Readable;
  size: number;
}

export const UPLOADS_PREFIX = '/uploads/';
/** What a stored file's URL looks like: its scope (a UUID) and its random name. */
export const STORED_FILE =
  /^\/uploads\/([0-9a-f-]{36})\/([0-9a-f]{32}\.(?:png|jpg|gif|webp|svg|apk|exe|msi))$/;
const IMAGE_URL = /^\/uploads\/([0-9a-f-]{36})\/[0-9a-f]{32}\.(png|jpg|gif|webp|svg)$/;
/** How much of a streamed file's start its check sees (enough for every magic number used). */
const HEAD_BYTES = 16;

export const newFileName = (ext: string) => `${randomBytes(16).toString('hex')}.${ext}`;
export const fileUrl = (scope: string, name: string) => `${UPLOADS_PREFIX}${scope}/${name}`;

/** An image of this organization's, by its URL (what a product, a logo or a photo may point to). */
export function ownsImage(organizationId: string, url: string): boolean {
  return url.match(IMAGE_URL)?.[1] === organizationId;
}

/** The stream a streamed upload passes through: its check runs on every chunk and at the end. */
export function checkedStream(check: (head: Buffer, size: number) => void): Transform {
  let head = Buffer.alloc(0);
  let size = 0;
  return new Transform({
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
}

export function createLocalFileStore(dir: string): FileStore {
  const folderOf = (scope: string) => path.join(dir, scope);
  return {
    async put(organizationId, bytes, ext) {
      await mkdir(folderOf(organizationId), { recursive: true });
      const name = newFileName(ext);
      await writeFile(path.join(folderOf(organizationId), name), bytes, { flag: 'wx' });
      return fileUrl(organizationId, name);
    },
    async putStream(scope, source, ext, check) {
      await mkdir(folderOf(scope), { recursive: true });
      const name = newFileName(ext);
      const file = path.join(folderOf(scope), name);
      // The file is created before the first byte is piped: a write stream opens its file
      // asynchronously, and a body that fails at once could otherwise reject the pipeline
      // before the file exists — the clean-up would then miss a file created just after.
      const handle = await open(file, 'wx');
      try {
        await pipeline(source, checkedStream(check), handle.createWriteStream());
      } catch (err) {
        await rm(file, { force: true });
        throw err;
      }
      return fileUrl(scope, name);
    },
    owns: ownsImage,
    async read(organizationId, url) {
      if (!ownsImage(organizationId, url)) throw new Error('not a file of this organization');
      return readFile(path.join(dir, url.slice(UPLOADS_PREFIX.length)));
    },
    async open(scope, name) {
      const file = path.join(folderOf(scope), name);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      return { body: createReadStream(file), size: info.size };
    },
    async size(scope, name) {
      const info = await stat(path.join(folderOf(scope), name)).catch(() => null);
      return info?.isFile() ? info.size : null;
    },
    async list(scope) {
      const entries = await readdir(folderOf(scope), { withFileTypes: true }).catch(() => []);
      return entries.filter((e) => e.isFile()).map((e) => e.name);
    },
    async removeScope(scope) {
      const names = await this.list(scope);
      await rm(folderOf(scope), { recursive: true, force: true });
      return names.length;
    },
  };
}
