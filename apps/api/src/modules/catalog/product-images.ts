import type { TImageInput } from '@pos/contracts/products';
import { AppError, badRequest } from '../../lib/errors.js';
import type { FileStore } from '../../lib/file-store.js';
import { decodeDataUrl, IMAGE_MAX_BYTES, sniffImage } from '../../lib/images.js';

export interface StoredImage {
  url: string;
  name: string | null;
  isPrimary: boolean;
}

/**
 * Turns the form's images into stored ones: inline data is checked by content (png, jpeg,
 * webp, gif; 5 MB) and written to the FileStore; URLs must be this organization's files.
 * Exactly one image is primary: the first flagged one, else the first (spec 2 §4).
 */
export async function storeImages(
  files: FileStore,
  organizationId: string,
  inputs: TImageInput[],
  label: string,
): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  for (const img of inputs) {
    const name = img.name || null;
    if (img.url.startsWith('data:')) {
      const bytes = decodeDataUrl(img.url);
      if (!bytes) throw badRequest(`${label}: an image is not valid inline data.`);
      if (bytes.length > IMAGE_MAX_BYTES) {
        throw new AppError(
          413,
          'PAYLOAD_TOO_LARGE',
          `${label}: image "${name ?? 'unnamed'}" is larger than 5 MB.`,
        );
      }
      const kind = sniffImage(bytes);
      if (!kind) {
        throw new AppError(
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          `${label}: "${name ?? 'unnamed'}" is not a PNG, JPEG, WebP or GIF image.`,
        );
      }
      stored.push({
        url: await files.put(organizationId, bytes, kind.ext),
        name,
        isPrimary: Boolean(img.isPrimary),
      });
    } else if (files.owns(organizationId, img.url)) {
      stored.push({ url: img.url, name, isPrimary: Boolean(img.isPrimary) });
    } else {
      throw badRequest(`${label}: images must be uploaded files or inline image data.`);
    }
  }
  const primary = Math.max(
    0,
    stored.findIndex((i) => i.isPrimary),
  );
  return stored.map((img, i) => ({ ...img, isPrimary: i === primary }));
}
