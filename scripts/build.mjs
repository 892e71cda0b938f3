// Builds contracts → api → web. With --if-needed, a part is rebuilt only when a source file
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
    if (e.name === 'node_modules' || e.name === 'dist' || e.name === 'e2e') continue;
    const p = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

const parts = [
  { ws: 'packages/contracts', out: 'packages/contracts/dist', deps: [] },
  { ws: 'apps/api', out: 'apps/api/dist', deps: ['packages/contracts'] },
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
  console.log(`building ${part.ws}`);
  execSync(`npm run build -w ${part.ws}`, { cwd: root, stdio: 'inherit' });
  // Touch the output folder so its mtime marks this build.
  execSync(`touch ${JSON.stringify(out)}`);
  rebuilt.add(part.ws);
}
