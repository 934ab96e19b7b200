import { describe, expect, it } from 'vitest';
import { ensureBrowser } from '../../../../scripts/ensure-browser.mjs';

/**
 * Issue 38 item 16: `npm ci && npm test` on a fresh machine failed in the journeys (no Chromium;
 * only .ci/run installed it). The test command now finds the browser, installs Debian's where it
 * may, and otherwise stops at once with the one command to run.
 */
describe('the test command gets a browser for the journeys', () => {
  const world = (files: string[], options: { root?: boolean; apt?: boolean; installs?: boolean } = {}) => {
    const present = new Set(files);
    const installs: string[] = [];
    return {
      installs,
      deps: {
        env: {} as Record<string, string | undefined>,
        pathDirs: ['/usr/local/bin', '/usr/bin'],
        exists: (file: string) => present.has(file),
        canInstall: () => Boolean(options.root && options.apt),
        install: () => {
          installs.push('chromium');
          if (options.installs !== false) present.add('/usr/bin/chromium');
          return options.installs !== false;
        },
        log: () => {},
      },
    };
  };

  it('uses the Chromium already there and installs nothing', () => {
    const { deps, installs } = world(['/usr/bin/chromium']);
    expect(ensureBrowser(deps)).toBe('/usr/bin/chromium');
    expect(installs).toEqual([]);
  });

  it('finds chromium-browser on the PATH', () => {
    const { deps } = world(['/usr/local/bin/chromium-browser']);
    expect(ensureBrowser(deps)).toBe('/usr/local/bin/chromium-browser');
  });

  it('installs Debian chromium when none is there and it may (root, apt-get)', () => {
    const { deps, installs } = world([], { root: true, apt: true });
    expect(ensureBrowser(deps)).toBe('/usr/bin/chromium');
    expect(installs).toEqual(['chromium']);
  });

  it('names the one command to run where it may not install', () => {
    const { deps, installs } = world([], { root: false, apt: true });
    expect(() => ensureBrowser(deps)).toThrow(/sudo apt-get install -y chromium/);
    expect(installs).toEqual([]);
  });

  it('says so when the install fails', () => {
    const { deps } = world([], { root: true, apt: true, installs: false });
    expect(() => ensureBrowser(deps)).toThrow(/could not be installed.*apt-get install -y chromium/s);
  });

  it('holds to CHROMIUM_PATH: a named binary that is missing is an error, not a reason to install', () => {
    const { deps, installs } = world(['/usr/bin/chromium'], { root: true, apt: true });
    deps.env.CHROMIUM_PATH = '/opt/chrome/chrome';
    expect(() => ensureBrowser(deps)).toThrow(/CHROMIUM_PATH=\/opt\/chrome\/chrome/);
    expect(installs).toEqual([]);
    deps.env.CHROMIUM_PATH = '/usr/bin/chromium';
    expect(ensureBrowser(deps)).toBe('/usr/bin/chromium');
  });
});
