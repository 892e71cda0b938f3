// `npm start` after the build, and the e2e server: the demo seed (apps/api/seeds/main.ts), which
// creates the demo organization when SEED_DEMO or the embedded database asks for it, then the
// server (apps/api/dist/main.js) — one after the other, as PGlite's folder takes one process at a
// time. The seed sends the demo accounts' lines; they are printed under the server's banner once
// it says it is listening. Signals go to the server; this exits with its code.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const SEED = path.join(root, 'apps/api/dist-tools/seeds/main.js');
const SERVER = path.join(root, 'apps/api/dist/main.js');

/** Runs `entry` with an IPC channel; resolves with its exit code. */
function run(entry, onMessage) {
  const child = spawn(process.execPath, [entry], {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env: process.env,
  });
  child.on('message', onMessage);
  return {
    child,
    exited: new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal))),
  };
}

let banner = '';
let current;
for (const sig of ['SIGTERM', 'SIGINT']) process.on(sig, () => current?.kill(sig));

const seed = run(SEED, (m) => {
  if (typeof m?.banner === 'string') banner = m.banner;
});
current = seed.child;
const seedExit = await seed.exited;
if (seedExit !== 0) process.exit(typeof seedExit === 'number' ? seedExit : 1);

const server = run(SERVER, (m) => {
  if (m === 'listening' && banner) process.stdout.write(banner);
});
current = server.child;
const serverExit = await server.exited;
process.exit(typeof serverExit === 'number' ? serverExit : 0);
