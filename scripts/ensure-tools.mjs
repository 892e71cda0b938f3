// What the tests need from Debian, installed when missing (never a downloaded browser):
// Chromium for the browser tests; poppler-utils and zbar-tools so the label tests can render a
// PDF page and read its barcode back; DejaVu fonts, which invoices and receipts draw "₹" and "€"
// with, and Lohit Devanagari, which Hindi documents are drawn with (production images want
// fonts-dejavu-core and fonts-lohit-deva too). With --cluster, what `npm run test:cluster` runs
// the instances behind: HAProxy and PgBouncer (docs/guide/running.md, "Several instances").
// With --backup, only what `npm run backup` and `restore` need: pg_dump, pg_restore and psql
// (their major version at least the server's; docs/guide/running.md, "Backups").
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const backupTools = [['/usr/bin/pg_dump', 'postgresql-client']];
const needed = (
  process.argv.includes('--backup')
    ? backupTools
    : [
        ...backupTools,
        ['/usr/bin/chromium', 'chromium'],
        ['/usr/bin/pdftoppm', 'poppler-utils'],
        ['/usr/bin/zbarimg', 'zbar-tools'],
        ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', 'fonts-dejavu-core'],
        // Hindi documents: Devanagari and Latin in one face (docs/DESIGN.md, "Languages").
        ['/usr/share/fonts/truetype/lohit-devanagari/Lohit-Devanagari.ttf', 'fonts-lohit-deva'],
        ...(process.argv.includes('--cluster')
          ? [
              ['/usr/sbin/haproxy', 'haproxy'],
              ['/usr/sbin/pgbouncer', 'pgbouncer'],
            ]
          : []),
      ]
).filter(([bin]) => !existsSync(bin));

if (needed.length > 0) {
  const packages = needed.map(([, pkg]) => pkg).join(' ');
  console.log(`Installing Debian packages: ${packages}`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`,
    { stdio: 'inherit' },
  );
}
