import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Files worth compressing: text. Images and fonts are compressed already. */
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text file of
 * the build, index.html and the service worker included, so the server sends them as they are
 * (`preCompressed` of @fastify/static) instead of compressing on every request. It runs when the
 * bundle is closed, after vite-plugin-pwa has written sw.js. The service worker precaches the
 * plain files only (its glob patterns do not match .br or .gz).
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'portal:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const outDir = path.resolve(config.root, config.build.outDir);
        const jobs: Promise<unknown>[] = [];
        for await (const file of files(outDir)) {
          if ((await stat(file)).size < MIN_BYTES) continue;
          jobs.push(
            readFile(file).then((data) =>
              Promise.all([
                brotli(data, {
                  params: {
                    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                    [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
                  },
                }).then((out) => writeFile(`${file}.br`, out)),
                gz(data, { level: 9 }).then((out) => writeFile(`${file}.gz`, out)),
              ]),
            ),
          );
        }
        await Promise.all(jobs);
      },
    },
  };
}
