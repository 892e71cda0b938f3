import type { Readable } from 'node:stream';
import {
  INSTALLER_EXTENSIONS,
  type InstallerPlatform,
  installerTooLarge,
  PLATFORM_SETTINGS_MESSAGES as M,
} from '@pos/contracts/platform-settings';
import { AppError } from '../../lib/errors.js';
import type { FileStore } from '../../lib/file-store.js';

const MAGIC: Record<string, number[]> = {
  // An .apk is a zip archive.
  apk: [0x50, 0x4b, 0x03, 0x04],
  // Windows executables start with the DOS header "MZ".
  exe: [0x4d, 0x5a],
  // Windows Installer packages are OLE compound files.
  msi: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
};

const wrongType = (platform: InstallerPlatform) =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', platform === 'android' ? M.androidType : M.windowsType);

/**
 * An app installer the platform offers for download: the name's extension must be one of the
 * platform's and the content must start the way such a file does. Streamed to the FileStore;
 * the size is counted as it arrives and the upload fails (413, no file kept) past `maxBytes`.
 */
export async function storeInstaller(
  files: FileStore,
  scope: string,
  platform: InstallerPlatform,
  upload: { filename: string; file: Readable },
  maxBytes: number,
) {
  const ext = upload.filename.split('.').pop()?.toLowerCase() ?? '';
  const allowed: readonly string[] = INSTALLER_EXTENSIONS[platform];
  if (!allowed.includes(ext)) {
    upload.file.resume();
    throw wrongType(platform);
  }
  const magic = MAGIC[ext] ?? [];
  return files.putStream(scope, upload.file, ext, (head, size) => {
    if (!magic.every((byte, i) => head[i] === byte)) throw wrongType(platform);
    if (size > maxBytes) {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        installerTooLarge(Math.round(maxBytes / 1024 / 1024)),
      );
    }
  });
}
