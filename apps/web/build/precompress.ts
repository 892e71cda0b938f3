import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The built files worth compressing: text. Images and icons are compressed already. */
const TEXT = /\.(?:html|js|css|svg|json|txt|webmanifest)$/;

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the build, compressed once at
 * the highest levels, which the server sends as they are (`preCompressed`, apps/api/src/app.ts)
 * instead of compressing each answer at a level fast enough to do per request. A copy that
 * would not be smaller (a file of a few bytes) is not written: the file goes as it is.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'pos-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After the bundle, the public folder and the service worker (vite-plugin-pwa writes it in
    // its own closeBundle) are written: every file is there.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await precompressDir(outDir);
      },
    },
  };
}

export async function precompressDir(dir: string): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile() && TEXT.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
  await Promise.all(files.map(precompressFile));
}

async function precompressFile(file: string): Promise<void> {
  const plain = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(plain, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
      },
    }),
    gzipped(plain, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const copies = [
    [`${file}.br`, br],
    [`${file}.gz`, gz],
  ] as const;
  await Promise.all(
    copies
      .filter(([, data]) => data.length < plain.length)
      .map(([name, data]) => writeFile(name, data)),
  );
}
