import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_OPTIONS } from '../src/db/client.js';

/**
 * A backup (docs/guide/running.md, "Backups"): one tar file holding `manifest.json`, the
 * database — `database.pgdump` (pg_dump's custom format) from a PostgreSQL server, or
 * `database.tar.gz` (PGlite's data-directory dump) from the embedded database — and `uploads/`,
 * the uploaded files when they live in DATA_DIR (a bucket keeps its own: version it).
 */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: 'postgres' | 'pglite';
  /** Where the files are: in this backup, or in the S3 bucket (not copied). */
  files: 'included' | 'in-bucket';
}

export type BackupDatabase = { kind: 'pg'; url: string } | { kind: 'pglite'; client: PGlite };

export interface BackupSource {
  database: BackupDatabase;
  /** DATA_DIR/uploads, or null when the files are in a bucket. */
  uploadsDir: string | null;
}

const tar = (args: string[]) => execFileSync('tar', args, { stdio: ['ignore', 'ignore', 'pipe'] });

/** Writes the backup of `source` to `file` (replaced if it exists). */
export async function writeBackup(source: BackupSource, file: string): Promise<BackupManifest> {
  const work = mkdtempSync(path.join(tmpdir(), 'pos-backup-'));
  try {
    const manifest: BackupManifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      database: source.database.kind === 'pg' ? 'postgres' : 'pglite',
      files: source.uploadsDir ? 'included' : 'in-bucket',
    };
    if (source.database.kind === 'pg') {
      // A consistent snapshot of the whole database while the app runs on.
      execFileSync(
        'pg_dump',
        ['-Fc', '--no-owner', '-f', path.join(work, 'database.pgdump'), source.database.url],
        {
          stdio: ['ignore', 'ignore', 'pipe'],
        },
      );
    } else {
      // A dump asked for before the database is up never answers.
      await source.database.client.waitReady;
      const dump = await source.database.client.dumpDataDir('gzip');
      writeFileSync(path.join(work, 'database.tar.gz'), Buffer.from(await dump.arrayBuffer()));
    }
    mkdirSync(path.join(work, 'uploads'));
    if (source.uploadsDir && existsSync(source.uploadsDir)) {
      cpSync(source.uploadsDir, path.join(work, 'uploads'), { recursive: true });
    }
    writeFileSync(path.join(work, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    tar([
      '-cf',
      path.resolve(file),
      '-C',
      work,
      'manifest.json',
      ...readdirSync(work).filter((f) => f !== 'manifest.json'),
    ]);
    return manifest;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Opens the embedded database for a backup — refused while a server holds it: PGlite keeps
 * `postmaster.pid` in its folder while it is open, and two processes on one folder would
 * corrupt it. (After a crash the file stays: start the server and stop it once.)
 */
export function openEmbeddedForBackup(dataDir: string) {
  if (existsSync(path.join(dataDir, 'postmaster.pid'))) {
    throw new Error(
      `the embedded database in ${dataDir} is open (postmaster.pid): stop the server first — after a crash, start it and stop it once`,
    );
  }
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new Error(`no embedded database in ${dataDir}`);
  }
  return new PGlite(dataDir, PGLITE_OPTIONS);
}

export type RestoreTarget =
  | { kind: 'pg'; url: string }
  /** The embedded database's folder (DATA_DIR/db): it must not hold a database yet. */
  | { kind: 'pglite'; dataDir: string };

/**
 * Restores `file` into an empty database and DATA_DIR/uploads (files merge: their names are
 * random). A backup of one kind restores only into the same kind of database. Refuses a
 * database that has tables already, before changing anything.
 */
export async function restoreBackup(
  file: string,
  target: RestoreTarget,
  uploadsDir: string | null,
): Promise<BackupManifest> {
  const work = mkdtempSync(path.join(tmpdir(), 'pos-restore-'));
  try {
    tar(['-xf', path.resolve(file), '-C', work]);
    const manifest = JSON.parse(
      readFileSync(path.join(work, 'manifest.json'), 'utf8'),
    ) as BackupManifest;
    if (manifest.format !== 1) throw new Error(`${file}: not a backup this version reads`);
    const wanted = target.kind === 'pg' ? 'postgres' : 'pglite';
    if (manifest.database !== wanted) {
      throw new Error(
        `${file} holds a ${manifest.database} database; this instance runs on ${wanted} (DATABASE_URL)`,
      );
    }
    if (target.kind === 'pg') {
      const tables = execFileSync(
        'psql',
        ['-Atc', "select count(*) from pg_tables where schemaname = 'public'", target.url],
        { encoding: 'utf8' },
      ).trim();
      if (tables !== '0') throw new Error('restore into an empty database: this one has tables');
      execFileSync(
        'pg_restore',
        ['--no-owner', '--exit-on-error', '-d', target.url, path.join(work, 'database.pgdump')],
        { stdio: ['ignore', 'ignore', 'pipe'] },
      );
    } else {
      if (existsSync(target.dataDir) && readdirSync(target.dataDir).length > 0) {
        throw new Error(`restore into an empty database: ${target.dataDir} holds one`);
      }
      const dump = new Blob([readFileSync(path.join(work, 'database.tar.gz'))]);
      const client = new PGlite(target.dataDir, { ...PGLITE_OPTIONS, loadDataDir: dump });
      await client.waitReady;
      await client.close();
    }
    if (uploadsDir && manifest.files === 'included') {
      mkdirSync(uploadsDir, { recursive: true });
      cpSync(path.join(work, 'uploads'), uploadsDir, { recursive: true });
    }
    return manifest;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
