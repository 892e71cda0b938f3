// API with reload (tsx watch) and the Vite dev server, together; Ctrl-C stops both.
import { execSync, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// The API imports the built contracts; build them once before watching.
execSync('npm run build -w packages/contracts', { cwd: root, stdio: 'inherit' });
// The demo seed, as `npm start` runs it (apps/api/seeds/main.ts), before the API opens the
// database; it prints the demo accounts.
execSync('npx tsx apps/api/seeds/main.ts', { cwd: root, stdio: 'inherit' });
const run = (cmd, args, cwd) => spawn(cmd, args, { cwd, stdio: 'inherit', env: process.env });
const children = [
  run('npx', ['tsx', 'watch', 'apps/api/src/main.ts'], root),
  run('npx', ['vite'], path.join(root, 'apps/web')),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', stop);
