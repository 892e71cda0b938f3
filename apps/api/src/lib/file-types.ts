import path from 'node:path';

/**
 * The type a stored file is served with, by its extension. Installers get their own types
 * rather than application/octet-stream, which the MIME database calls compressible: an installer
 * of hundreds of megabytes, compressed inside already, goes as it is instead of through brotli.
 */
const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.apk': 'application/vnd.android.package-archive',
  '.exe': 'application/vnd.microsoft.portable-executable',
  '.msi': 'application/x-msi',
};

export const contentTypeOf = (name: string) =>
  TYPES[path.extname(name)] ?? 'application/octet-stream';

/** Installers are downloads, never pages or scripts to open in place. */
export const isDownload = (name: string) => /\.(apk|exe|msi)$/.test(name);
