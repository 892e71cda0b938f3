import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

describe("precompressDir (the build step behind the server's preCompressed files)", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pos-precompress-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a smaller .br and .gz of the same bytes beside each text file, and nothing else', async () => {
    const text = {
      'index.html': `<!doctype html>${'<p>hello</p>'.repeat(200)}`,
      'assets/app-1.js': `console.log(${JSON.stringify('x'.repeat(3000))})`,
      'assets/app-1.css': `${'.a{color:red}'.repeat(200)}`,
      'logo.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`,
    };
    const left = {
      // A few bytes: compressed they would be more.
      'assets/tiny.js': '0',
      // Images are compressed already.
      'icon.png': Buffer.alloc(4096, 7),
    };
    mkdirSync(path.join(dir, 'assets'));
    for (const [name, content] of Object.entries({ ...text, ...left })) {
      writeFileSync(path.join(dir, name), content);
    }

    await precompressDir(dir);

    for (const [name, content] of Object.entries(text)) {
      const br = readFileSync(path.join(dir, `${name}.br`));
      const gz = readFileSync(path.join(dir, `${name}.gz`));
      expect(brotliDecompressSync(br).toString(), name).toBe(content);
      expect(gunzipSync(gz).toString(), name).toBe(content);
      expect(br.length, name).toBeLessThan(content.length / 4);
    }
    const written = readdirSync(dir, { recursive: true }).map(String);
    for (const name of Object.keys(left)) {
      expect(
        written.filter((f) => f.startsWith(name)),
        name,
      ).toEqual([name]);
    }
  });
});
