// Types of build-if-changed.mjs for the TypeScript test that imports it (scripts/ is plain ESM).
export interface AppBuild {
  /** Paths (relative to the repository) whose contents are the app's build inputs. */
  sources: string[];
  /** Where the build writes the app; the stamp file lives there. */
  outDir: string;
  /** The build command and its arguments. */
  build: [string, string[]];
}
export const APPS: Record<string, AppBuild>;
export const STAMP: string;
export function sourceHash(root: string, app: AppBuild): string;
export function buildIfChanged(
  root: string,
  name: string,
  app: AppBuild,
  options?: { force?: boolean; log?: (line: string) => void },
): 'unchanged' | 'built';
