// Renders the app's icons from public/favicon.svg: favicon.ico (16, 32 and 48 px) for the
// browsers, bookmarks and tools that ask for /favicon.ico, and apple-touch-icon.png (180 px) for
// iOS home screens. The files are committed; after changing the SVG run `npm run icons -w
// apps/web`. With --check it writes nothing and fails when the committed files are stale
// (build/icons.test.ts runs that).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { initWasm, Resvg } from '@resvg/resvg-wasm';

const publicDir = path.resolve(import.meta.dirname, '../public');
const FAVICON_SIZES = [16, 32, 48];
const TOUCH_SIZE = 180;

/** The SVG at `size` pixels square, as PNG; `background` fills what the SVG leaves transparent. */
function png(svg, size, background) {
  const image = new Resvg(svg, { fitTo: { mode: 'width', value: size }, background }).render();
  return Buffer.from(image.asPng());
}

/** An .ico holding PNG images (read by every browser and by Windows since Vista). */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size % 256, entry); // width, 0 for 256
    header.writeUInt8(size % 256, entry + 1); // height
    header.writeUInt8(0, entry + 2); // no palette
    header.writeUInt8(0, entry + 3); // reserved
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.data)]);
}

const require = createRequire(import.meta.url);
await initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
const svg = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const files = {
  'favicon.ico': ico(FAVICON_SIZES.map((size) => ({ size, data: png(svg, size) }))),
  // iOS rounds the corners itself and shows transparent ones black: the icon's own blue fills
  // them, so the icon is the rounded square iOS makes of it.
  'apple-touch-icon.png': png(svg, TOUCH_SIZE, '#4c6ef5'),
};

const check = process.argv.includes('--check');
const stale = [];
for (const [name, data] of Object.entries(files)) {
  const file = path.join(publicDir, name);
  if (!check) writeFileSync(file, data);
  else if (!readFileSync(file, { flag: 'r' }).equals(data)) stale.push(name);
}
if (stale.length > 0) {
  console.error(`stale: ${stale.join(', ')}; run npm run icons -w apps/web and commit them`);
  process.exit(1);
}
