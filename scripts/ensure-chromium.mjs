// Browser tests use Debian's Chromium (never a downloaded browser): install it when missing.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  console.log('Chromium not found; installing Debian package "chromium" with apt-get…');
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`,
    {
      stdio: 'inherit',
    },
  );
}
