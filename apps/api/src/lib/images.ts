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

/**
 * An SVG document, by content: markup whose first element is <svg>. Anything that could run
 * (script elements, event-handler attributes, javascript: links, foreign HTML) is refused
 * outright rather than cleaned, and the files are also served with a sandboxing CSP.
 */
export function svgVerdict(b: Uint8Array): 'svg' | 'unsafe' | null {
  const text = Buffer.from(b)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  // Skip the XML declaration, comments and a doctype before the root element.
  const head = text.replace(/^(\s*(<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>))*\s*/i, '');
  if (!/^<svg[\s>/]/i.test(head)) return null;
  const active =
    /<script[\s>/]/i.test(text) ||
    /<foreignObject[\s>/]/i.test(text) ||
    /\son[a-z]+\s*=/i.test(text) ||
    /(href|src)\s*=\s*["']?\s*(javascript|data):/i.test(text) ||
    /<!ENTITY/i.test(text);
  return active ? 'unsafe' : 'svg';
}
