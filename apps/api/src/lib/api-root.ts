import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * apps/api: the nearest folder above this file with a package.json. The same seen from src/lib
 * (tests, `npm run dev`), dist/lib (the server) and dist-tools/src/lib (the benches, the demo
 * seed and the SQL snapshot, built by tsconfig.tools.json), which sit at different depths.
 */
export const API_ROOT = (() => {
  let dir = import.meta.dirname;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`no package.json above ${import.meta.dirname}`);
    dir = up;
  }
  return dir;
})();
