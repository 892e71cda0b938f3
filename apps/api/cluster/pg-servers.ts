/**
 * PostgreSQL servers of the tests' own (docs/guide/running.md, "A read replica", "Citus"): data
 * folders made with Debian's `initdb` on free ports, a streaming replica made with
 * `pg_basebackup`, stopped and removed after. They run as `postgres` when the tests run as root
 * (PostgreSQL refuses root).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './cluster-kit.js';

const VERSION = readdirSync('/usr/lib/postgresql').sort().at(-1) as string;
const bin = (name: string) => `/usr/lib/postgresql/${VERSION}/bin/${name}`;
const asRoot = process.getuid?.() === 0;
const postgresIds = () => ({
  uid: Number(execFileSync('id', ['-u', 'postgres']).toString()),
  gid: Number(execFileSync('id', ['-g', 'postgres']).toString()),
});

/** Runs a PostgreSQL program as the user PostgreSQL runs as; throws with its output when it fails. */
function run(program: string, args: string[]) {
  const [cmd, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', bin(program), ...args]]
    : [bin(program), args];
  const r = spawnSync(cmd, argv, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${program} failed: ${r.stderr || r.stdout}`);
  return r.stdout;
}

/** A folder PostgreSQL may write to. */
function serverFolder(prefix: string) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  if (asRoot) {
    const { uid, gid } = postgresIds();
    chownSync(dir, uid, gid);
  }
  return dir;
}

export class PgServer {
  private constructor(
    readonly dir: string,
    readonly port: number,
  ) {}

  get dataDir() {
    return path.join(this.dir, 'data');
  }

  get logFile() {
    return path.join(this.dir, 'server.log');
  }

  /** The URL of `database` on this server. */
  url(database = 'postgres') {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  /** A new server (trust authentication, replication allowed from this machine), started. */
  static async create(settings: Record<string, string | number> = {}) {
    const server = new PgServer(serverFolder('pos-pg-'), await freePort());
    run('initdb', ['-D', server.dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync']);
    server.configure(settings);
    await server.start();
    return server;
  }

  /** A streaming replica of `primary` (`pg_basebackup -R`), started. */
  static async replicaOf(primary: PgServer, settings: Record<string, string | number> = {}) {
    const server = new PgServer(serverFolder('pos-replica-'), await freePort());
    run('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primary.port),
      '-U',
      'postgres',
      '-D',
      server.dataDir,
      '-R',
      '-X',
      'stream',
      // At once, rather than after a spread checkpoint (a minute and a half).
      '--checkpoint=fast',
      '--no-sync',
    ]);
    server.configure(settings);
    await server.start();
    return server;
  }

  /** Settings appended to postgresql.conf (later lines win), with this server's port and socket. */
  private configure(settings: Record<string, string | number>) {
    const lines = Object.entries({
      port: this.port,
      listen_addresses: "'127.0.0.1'",
      unix_socket_directories: `'${this.dir}'`,
      fsync: 'off',
      ...settings,
    }).map(([k, v]) => `${k} = ${v}`);
    writeFileSync(path.join(this.dataDir, 'postgresql.auto.conf'), `${lines.join('\n')}\n`, {
      flag: 'a',
    });
  }

  async start() {
    run('pg_ctl', ['-D', this.dataDir, '-l', this.logFile, '-w', '-t', '60', 'start']);
    // Ready for connections (a replica's first moments replay its backup).
    const deadline = Date.now() + 30_000;
    for (;;) {
      const c = new pg.Client({ connectionString: this.url() });
      const ok = await c
        .connect()
        .then(() => true)
        .catch(() => false);
      await c.end().catch(() => {});
      if (ok) return;
      if (Date.now() > deadline) throw new Error(`the server on ${this.port} did not answer`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  stop(mode: 'fast' | 'immediate' = 'fast') {
    if (existsSync(path.join(this.dataDir, 'postmaster.pid'))) {
      run('pg_ctl', ['-D', this.dataDir, '-m', mode, '-w', 'stop']);
    }
  }

  /** Stops it and removes its folder. */
  remove() {
    try {
      this.stop('immediate');
    } finally {
      rmSync(this.dir, { recursive: true, force: true });
    }
  }

  /** One statement on `database`; its rows. */
  async query<T extends pg.QueryResultRow>(
    text: string,
    params: unknown[] = [],
    database?: string,
  ) {
    const c = new pg.Client({ connectionString: this.url(database) });
    await c.connect();
    try {
      return (await c.query<T>(text, params)).rows;
    } finally {
      await c.end();
    }
  }
}
