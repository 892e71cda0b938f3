// Citus for the distributed cluster test (docs/guide/running.md, "Citus"): nothing to do when the
// extension is installed for the newest PostgreSQL here (production installs Citus's packages);
// otherwise it is built from the vendored release source — `CITUS_SOURCE`, or
// ../shared/vendor/citus-13.2.2-pg15.tar.gz beside the repository — with Debian's headers and
// libraries, and installed (~4 minutes on 2 cores). Exits non-zero, saying why, when it cannot.
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const version = readdirSync('/usr/lib/postgresql').sort().at(-1);
const installed = `/usr/lib/postgresql/${version}/lib/citus.so`;
if (existsSync(installed)) process.exit(0);

const source =
  process.env.CITUS_SOURCE ?? path.resolve(root, '../shared/vendor/citus-13.2.2-pg15.tar.gz');
if (!existsSync(source)) {
  console.error(
    `Citus is not installed (${installed}) and its source is not at ${source} (CITUS_SOURCE).`,
  );
  process.exit(1);
}
if (!path.basename(source).includes(`pg${version}`)) {
  console.error(`${source} is for another PostgreSQL than the ${version} installed here.`);
  process.exit(1);
}

const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
const sh = (cmd, cwd) => execSync(cmd, { stdio: 'inherit', cwd });
const buildDeps = [
  `postgresql-server-dev-${version}`,
  'liblz4-dev',
  'libzstd-dev',
  'libkrb5-dev',
  'libssl-dev',
  'libselinux1-dev',
  'libxslt1-dev',
  'libpam0g-dev',
  'libreadline-dev',
  'zlib1g-dev',
  'make',
  'gcc',
];
console.log(`Building Citus from ${source}`);
sh(
  `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${buildDeps.join(' ')}`,
);
const work = mkdtempSync(path.join(tmpdir(), 'citus-build-'));
try {
  sh(`tar xzf ${JSON.stringify(source)} -C ${work}`);
  const dir = path.join(work, readdirSync(work)[0]);
  const pgConfig = `/usr/lib/postgresql/${version}/bin/pg_config`;
  // Without libcurl: Citus's usage statistics call home, which nothing here should.
  sh(`./configure --without-libcurl PG_CONFIG=${pgConfig} > configure.log`, dir);
  sh('make -s -j2 > make.log', dir);
  sh(`${sudo}make -s install PG_CONFIG=${pgConfig} > install.log`, dir);
} finally {
  rmSync(work, { recursive: true, force: true });
}
if (!existsSync(installed)) {
  console.error(`Citus was built but ${installed} is not there.`);
  process.exit(1);
}
