// The browser the journeys run in: the system Chromium (Playwright downloads none here,
// PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD). `npm test` calls this first so a fresh machine either gets
// Debian's chromium (as root with apt-get, as .ci/run always could) or stops at once with the one
// command to run, instead of failing in the journeys after the unit tests.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const NAMES = ['chromium', 'chromium-browser'];
const INSTALL_COMMAND = 'sudo apt-get install -y chromium';

const findOnPath = ({ exists, pathDirs }) => {
  for (const dir of pathDirs) {
    for (const name of NAMES) {
      const file = path.join(dir, name);
      if (exists(file)) return file;
    }
  }
  return undefined;
};

/**
 * The path of the Chromium to use; installs Debian's when none is found and `canInstall()`.
 * Throws an Error whose message tells a person what to do.
 */
export function ensureBrowser({ env, pathDirs, exists, canInstall, install, log }) {
  if (env.CHROMIUM_PATH) {
    if (exists(env.CHROMIUM_PATH)) return env.CHROMIUM_PATH;
    throw new Error(
      `CHROMIUM_PATH=${env.CHROMIUM_PATH} names no file. Point it at a Chromium binary, or unset it to use the system's (${INSTALL_COMMAND}).`,
    );
  }
  const found = findOnPath({ exists, pathDirs });
  if (found) return found;
  if (!canInstall()) {
    throw new Error(
      `The browser journeys need Chromium and none is installed. Run \`${INSTALL_COMMAND}\` (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium binary, then run npm test again.`,
    );
  }
  log('No Chromium found: installing Debian chromium for the browser journeys (apt-get)…');
  if (install()) {
    const installed = findOnPath({ exists, pathDirs });
    if (installed) return installed;
  }
  throw new Error(`Chromium could not be installed. Run \`${INSTALL_COMMAND}\` and read what it says.`);
}

const quiet = (command, args) =>
  spawnSync(command, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  }).status === 0;

/** The real machine: $PATH, the file system, root's apt-get. */
export const machine = {
  env: process.env,
  pathDirs: [...new Set([...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean), '/usr/bin'])],
  exists: existsSync,
  canInstall: () => process.getuid?.() === 0 && quiet('sh', ['-c', 'command -v apt-get']),
  install: () =>
    quiet('apt-get', ['update', '-qq']) && quiet('apt-get', ['install', '-y', '-qq', 'chromium']),
  log: (line) => console.log(line),
};
