import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const TEXT = /\.(js|css|html|svg|json|webmanifest)$/;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

/**
 * A .br and a .gz beside every text file of the build, so the server sends them as they are
 * (@fastify/static `preCompressed`), the same as the portal's build does. Runs after the service
 * worker is written; the service worker precaches the plain files only.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'patient:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const jobs: Promise<unknown>[] = [];
        for await (const file of files(path.resolve(config.root, config.build.outDir))) {
          if ((await stat(file)).size < 1024) continue;
          const data = await readFile(file);
          jobs.push(
            brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).then((o) =>
              writeFile(`${file}.br`, o),
            ),
            gz(data, { level: 9 }).then((o) => writeFile(`${file}.gz`, o)),
          );
        }
        await Promise.all(jobs);
      },
    },
  };
}
