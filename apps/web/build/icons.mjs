// Renders the app's icons from public/favicon.svg: favicon.ico (16, 32 and 48 px) for the
// browsers, bookmarks and tools that ask for /favicon.ico, apple-touch-icon.png (180 px) for
// iOS home screens, and the installed app's icons the web manifest names (192 and 512 px, and a
// maskable 512 px one; apps/api/src/modules/platform/web-manifest.ts). The files are committed; after changing the SVG run `npm run icons -w
// apps/web`. With --check it writes nothing and fails when the committed files are stale
// (build/icons.test.ts runs that).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { initWasm, Resvg } from '@resvg/resvg-wasm';

const publicDir = path.resolve(import.meta.dirname, '../public');
const FAVICON_SIZES = [16, 32, 48];
const TOUCH_SIZE = 180;
/** Chrome asks an installable app for 192 and 512 pixel icons. */
const APP_SIZES = [192, 512];
/** The icon's own blue: what fills the corners the SVG rounds off. */
const BRAND_BLUE = '#4c6ef5';

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
  'apple-touch-icon.png': png(svg, TOUCH_SIZE, BRAND_BLUE),
  ...Object.fromEntries(APP_SIZES.map((size) => [`icon-${size}.png`, png(svg, size)])),
  // Android crops a maskable icon to its own shape (circle, squircle) and keeps only the circle
  // of 40 % radius safe: the blue fills the square to its edges, and the glyph, whose corners
  // lie 0.29 of the width from the centre, stays inside the circle.
  'icon-maskable-512.png': png(svg, 512, BRAND_BLUE),
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
