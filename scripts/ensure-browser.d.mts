// Types of ensure-browser.mjs for the TypeScript test that imports it (scripts/ is plain ESM).
export interface BrowserDeps {
  env: Record<string, string | undefined>;
  /** Folders searched for `chromium` / `chromium-browser`, in order. */
  pathDirs: string[];
  exists: (file: string) => boolean;
  canInstall: () => boolean;
  /** Installs Debian's chromium; true when the installer succeeded. */
  install: () => boolean;
  log: (line: string) => void;
}
export function ensureBrowser(deps: BrowserDeps): string;
export const machine: BrowserDeps;
