/** Image files as the catalogue accepts them: type by content, never by name (DESIGN §12). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export type ImageKind = { ext: 'png' | 'jpg' | 'gif' | 'webp'; mime: string };

export function sniffImage(b: Uint8Array): ImageKind | null {
  const starts = (...bytes: number[]) => bytes.every((x, i) => b[i] === x);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))
    return { ext: 'png', mime: 'image/png' };
  if (starts(0xff, 0xd8, 0xff)) return { ext: 'jpg', mime: 'image/jpeg' };
  if (starts(0x47, 0x49, 0x46, 0x38)) return { ext: 'gif', mime: 'image/gif' };
  const ascii = (from: number, to: number) => String.fromCharCode(...b.slice(from, to));
  if (b.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') {
    return { ext: 'webp', mime: 'image/webp' };
  }
  return null;
}

/** The bytes of a `data:<type>;base64,<data>` URL, or null when it is not one. */
export function decodeDataUrl(url: string): Buffer | null {
  const m = url.match(/^data:[\w.+/-]*(;[\w=.+-]+)*;base64,([A-Za-z0-9+/=\s]*)$/);
  if (!m) return null;
  return Buffer.from(m[2] ?? '', 'base64');
}
