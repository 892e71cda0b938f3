import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live (DESIGN §2). The database keeps URLs only. Names are 128 random
 * bits, so a URL cannot be guessed; files are grouped by organization.
 */
export interface FileStore {
  put(organizationId: string, bytes: Uint8Array, ext: string): Promise<string>;
  /** True when `url` is a file this store holds for that organization. */
  owns(organizationId: string, url: string): boolean;
  /** The bytes of a file this store holds for that organization. */
  read(organizationId: string, url: string): Promise<Buffer>;
}

export const UPLOADS_PREFIX = '/uploads/';

export function createLocalFileStore(dir: string): FileStore {
  return {
    async put(organizationId, bytes, ext) {
      const folder = path.join(dir, organizationId);
      await mkdir(folder, { recursive: true });
      const name = `${randomBytes(16).toString('hex')}.${ext}`;
      await writeFile(path.join(folder, name), bytes, { flag: 'wx' });
      return `${UPLOADS_PREFIX}${organizationId}/${name}`;
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
