// npm run backup -- FILE | npm run restore -- FILE (docs/guide/running.md, "Backups"): the
// database DATABASE_URL names (or the embedded one in DATA_DIR/db) and DATA_DIR/uploads, with
// the same environment the server runs with.
import path from 'node:path';
import { loadConfig } from '../src/config.js';
import { openEmbeddedForBackup, restoreBackup, writeBackup } from './backup.js';

const [command, file] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !file) {
  console.error('usage: npm run backup -- FILE | npm run restore -- FILE');
  process.exit(2);
}
const config = loadConfig();
const uploadsDir = config.s3 ? null : path.join(config.dataDir, 'uploads');
const dbDir = path.join(config.dataDir, 'db');
try {
  if (command === 'backup') {
    // The embedded database is opened here: refused while the server holds it.
    const client = config.databaseUrl ? null : openEmbeddedForBackup(dbDir);
    const manifest = await writeBackup(
      {
        database: client
          ? { kind: 'pglite', client }
          : { kind: 'pg', url: config.databaseUrl ?? '' },
        uploadsDir,
      },
      file,
    );
    await client?.close();
    console.log(`backup: ${file} (${manifest.database}, files ${manifest.files})`);
  } else {
    const manifest = await restoreBackup(
      file,
      config.databaseUrl
        ? { kind: 'pg', url: config.databaseUrl }
        : { kind: 'pglite', dataDir: dbDir },
      uploadsDir,
    );
    console.log(
      `restore: ${file} (${manifest.database} of ${manifest.createdAt}, files ${manifest.files})`,
    );
  }
} catch (err) {
  console.error(`${command}: ${(err as Error).message}`);
  process.exit(1);
}
