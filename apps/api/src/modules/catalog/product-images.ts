import type { TImageInput } from '@pos/contracts/products';
import { badRequest } from '../../lib/errors.js';
import type { FileStore } from '../../lib/file-store.js';
import { storeDataUrl } from '../../lib/image-input.js';

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
      const url = await storeDataUrl(files, organizationId, img.url, {
        accept: ['png', 'jpg', 'webp', 'gif'],
        typeMessage: `${label}: "${name ?? 'unnamed'}" is not a PNG, JPEG, WebP or GIF image.`,
        sizeMessage: `${label}: image "${name ?? 'unnamed'}" is larger than 5 MB.`,
      });
      stored.push({ url, name, isPrimary: Boolean(img.isPrimary) });
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
