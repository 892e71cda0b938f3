import { AppError, badRequest } from './errors.js';
import type { FileStore } from './file-store.js';
import { decodeDataUrl, IMAGE_MAX_BYTES, sniffImage } from './images.js';
import { svgVerdict } from './svg-verdict.js';

export type ImageExt = 'png' | 'jpg' | 'gif' | 'webp' | 'svg';

export interface ImageRules {
  accept: readonly ImageExt[];
  /** 415 text when the content is none of `accept`. */
  typeMessage: string;
  /** 413 text past `maxBytes`. */
  sizeMessage: string;
  maxBytes?: number;
}

/** The kind of an image by its bytes (never its name), or null. SVG with script is refused. */
function kindOf(bytes: Uint8Array, accept: readonly ImageExt[]): ImageExt | null {
  const raster = sniffImage(bytes)?.ext ?? null;
  if (raster) return accept.includes(raster) ? raster : null;
  if (!accept.includes('svg')) return null;
  const svg = svgVerdict(bytes);
  if (svg === 'unsafe') {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'The SVG image contains scripts or event handlers, which are not allowed.',
    );
  }
  return svg;
}

/** Writes inline image data (`data:…;base64,…`) to the FileStore after checking size and content. */
export async function storeDataUrl(
  files: FileStore,
  organizationId: string,
  dataUrl: string,
  rules: ImageRules,
): Promise<string> {
  const bytes = decodeDataUrl(dataUrl);
  if (!bytes) throw badRequest(rules.typeMessage);
  if (bytes.length > (rules.maxBytes ?? IMAGE_MAX_BYTES)) {
    throw new AppError('PAYLOAD_TOO_LARGE', rules.sizeMessage);
  }
  const ext = kindOf(bytes, rules.accept);
  if (!ext) throw new AppError('UNSUPPORTED_MEDIA_TYPE', rules.typeMessage);
  return files.put(organizationId, bytes, ext);
}

/**
 * A single image field of a form (a photo, a logo): undefined leaves it, null or '' clears it,
 * inline data becomes a new file, and a URL must be one of this organization's files of an
 * accepted type (the current image sent back unchanged).
 */
export async function resolveImageField(
  files: FileStore,
  organizationId: string,
  input: string | null | undefined,
  rules: ImageRules,
): Promise<string | null | undefined> {
  if (input === undefined) return undefined;
  if (input === null || input === '') return null;
  if (input.startsWith('data:')) return storeDataUrl(files, organizationId, input, rules);
  const ext = input.split('.').pop() as ImageExt;
  if (files.owns(organizationId, input) && rules.accept.includes(ext)) return input;
  throw badRequest(rules.typeMessage);
}
