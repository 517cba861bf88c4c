// Browser tests drive the system Chromium; Playwright never downloads a browser here.
// Installs the Debian package when it is missing and this user may (root), else says how.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.mjs';

if (!existsSync(CHROMIUM_PATH)) {
  if (process.getuid?.() === 0) {
    console.log('Chromium is missing: installing the Debian package…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  } else {
    console.error(`No Chromium at ${CHROMIUM_PATH}. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`);
    process.exit(1);
  }
}
