/**
 * Portal weight (goal 7): builds the portal with Vite into a folder of its own (the shared
 * apps/server/public is left alone) and measures what a first visit downloads, gzip-compressed:
 * the entry script and every chunk index.html preloads, its stylesheets, and each lazy chunk.
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';

const run = promisify(execFile);

export async function buildWeb(webDir: string, outDir: string): Promise<void> {
  await run('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: webDir,
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

export interface WebWeight {
  entry: string;
  initialJsKb: number;
  initialCssKb: number;
  /** The largest chunk a first visit does not load (a route's own code), gzip KB. */
  largestLazy: { file: string; kb: number } | null;
  lazyChunks: number;
  /** The chart library (recharts) is part of the first download. */
  chartsInitial: boolean;
}

const gzipKb = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;

export function weighWeb(outDir: string): WebWeight {
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const attr = (re: RegExp) => [...html.matchAll(re)].map((m) => (m[1] as string).replace(/^\//, ''));
  const entry = attr(/<script[^>]*type="module"[^>]*src="([^"]+)"/g);
  const preloads = attr(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g);
  const styles = attr(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g);
  const initial = new Set([...entry, ...preloads]);
  const initialJs = [...initial].map((f) => path.join(outDir, f));
  const assets = readdirSync(path.join(outDir, 'assets')).filter((f) => f.endsWith('.js'));
  const lazy = assets
    .map((f) => `assets/${f}`)
    .filter((f) => !initial.has(f))
    .map((f) => ({ file: f, kb: gzipKb(path.join(outDir, f)) }))
    .sort((a, b) => b.kb - a.kb);
  return {
    entry: entry[0] ?? '',
    initialJsKb: initialJs.reduce((n, f) => n + gzipKb(f), 0),
    initialCssKb: styles.reduce((n, f) => n + gzipKb(path.join(outDir, f)), 0),
    largestLazy: lazy[0] ?? null,
    lazyChunks: lazy.length,
    chartsInitial: initialJs.some((f) => readFileSync(f, 'utf8').includes('recharts-')),
  };
}
