// Builds contracts and the print bridge → api (the server, then its tools) → web. With --if-needed, a part is rebuilt only when a source file
// is newer than its output, so `npm start` is quick after the first time.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const ifNeeded = process.argv.includes('--if-needed');

function newest(dir) {
  let t = 0;
  if (!existsSync(dir)) return t;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', 'dist-tools', 'e2e'].includes(e.name)) continue;
    const p = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

const parts = [
  { ws: 'packages/contracts', out: 'packages/contracts/dist', deps: [] },
  // The register's bridge to network printers (`npx pos-print-bridge`).
  { ws: 'packages/print-bridge', out: 'packages/print-bridge/dist', deps: [] },
  { ws: 'apps/api', out: 'apps/api/dist', deps: ['packages/contracts'] },
  // The API's tools (tsconfig.tools.json): the demo seed `npm start` runs, the benchmarks and the
  // SQL snapshot, with the copy of the app they use.
  {
    ws: 'apps/api',
    script: 'build:tools',
    out: 'apps/api/dist-tools',
    deps: ['packages/contracts'],
  },
  { ws: 'apps/web', out: 'apps/web/dist', deps: ['packages/contracts'] },
];

const rebuilt = new Set();
for (const part of parts) {
  const out = path.join(root, part.out);
  const stale =
    !existsSync(out) ||
    newest(path.join(root, part.ws)) > statSync(out).mtimeMs ||
    part.deps.some((d) => rebuilt.has(d));
  if (ifNeeded && !stale) continue;
  const script = part.script ?? 'build';
  console.log(`building ${part.ws}${part.script ? ` (${script})` : ''}`);
  execSync(`npm run ${script} -w ${part.ws}`, { cwd: root, stdio: 'inherit' });
  // Touch the output folder so its mtime marks this build.
  execSync(`touch ${JSON.stringify(out)}`);
  rebuilt.add(part.ws);
}
