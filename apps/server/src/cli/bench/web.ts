/**
 * Portal weight (goal 7): builds the portal with Vite into a folder of its own (the shared
 * apps/server/public is left alone) and weighs what a first visit downloads, gzip-compressed, from
 * the build's manifest (.vite/manifest.json): the entry chunk and every chunk it imports statically
 * (what index.html preloads) with their stylesheets, and each lazy chunk (a screen's own code).
 * The patient app (apps/patient) is built and weighed the same way (7f).
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { fmt, type Row } from './stats';

const run = promisify(execFile);

/** Builds a Vite app (the portal, apps/web, or the patient app, apps/patient) into `outDir`. */
export async function buildWeb(webDir: string, outDir: string): Promise<void> {
  await run('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--manifest'], {
    cwd: webDir,
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

/** One chunk of Vite's build manifest. */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export interface WebWeight {
  entry: string;
  initialJsKb: number;
  initialCssKb: number;
  initialFiles: number;
  /** The largest lazy entry's own chunk (a screen, a modal, a tab), gzip KB. */
  largestLazy: { file: string; src: string; kb: number } | null;
  lazyChunks: number;
  /** The chart library (recharts) is part of the first download. */
  chartsInitial: boolean;
  /** The lazy entries whose download brings the chart library. */
  chartsWith: string[];
}

const gzipKb = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;
/** recharts names its DOM classes "recharts-…": the string is in its code, minified or not. */
const hasCharts = (file: string) => readFileSync(file, 'utf8').includes('recharts-wrapper');

export function weighWeb(outDir: string): WebWeight {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const at = (f: string) => path.join(outDir, f);
  /** A chunk and everything it imports statically: what loading it downloads. */
  const closure = (key: string, seen = new Set<string>()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const k of manifest[key]?.imports ?? []) closure(k, seen);
    return seen;
  };
  const [entryKey, entry] = Object.entries(manifest).find(([, c]) => c.isEntry) ?? [];
  if (!entryKey || !entry) throw new Error('the build manifest has no entry');
  const initial = closure(entryKey);
  const initialChunks = [...initial].map((k) => manifest[k] as ManifestChunk);
  const initialCss = new Set(initialChunks.flatMap((c) => c.css ?? []));
  const lazy = Object.entries(manifest)
    .filter(([, c]) => c.isDynamicEntry)
    .map(([key, c]) => ({ key, file: c.file, src: c.src ?? key, kb: gzipKb(at(c.file)) }))
    .sort((a, b) => b.kb - a.kb);
  return {
    entry: entry.file,
    initialJsKb: initialChunks.reduce((n, c) => n + gzipKb(at(c.file)), 0),
    initialCssKb: [...initialCss].reduce((n, f) => n + gzipKb(at(f)), 0),
    initialFiles: initial.size,
    largestLazy: lazy[0] ? { file: lazy[0].file, src: lazy[0].src, kb: lazy[0].kb } : null,
    lazyChunks: lazy.length,
    chartsInitial: initialChunks.some((c) => hasCharts(at(c.file))),
    chartsWith: lazy
      .filter((l) =>
        [...closure(l.key)].some(
          (k) => !initial.has(k) && hasCharts(at((manifest[k] as ManifestChunk).file)),
        ),
      )
      .map((l) => l.src),
  };
}

/**
 * Goal 7's rows: the weight of the build, and how the running server sends its entry script to a
 * browser that accepts br and gzip, and to one that accepts neither.
 */
export async function weightRows(weight: WebWeight, origin: string): Promise<Row[]> {
  // node:http, not fetch: fetch decompresses, and the figure is the bytes on the wire.
  const fetchEntry = (acceptEncoding: string) =>
    new Promise<{ encoding: string | null; bytes: number; status: number }>((resolve, reject) => {
      get(`${origin}/${weight.entry}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on('end', () =>
          resolve({ encoding: res.headers['content-encoding'] ?? null, bytes, status: res.statusCode ?? 0 }),
        );
        res.on('error', reject);
      }).on('error', reject);
    });
  const compressed = await fetchEntry('br, gzip');
  const plain = await fetchEntry('identity');
  // The screens that draw charts: a patient's reports, the dashboard, a patient's assessments (score
  // over time) and the center's Outcomes; each loads the library in its own lazy chunk.
  const chartsOnlyThere = weight.chartsWith.every((src) =>
    /dashboard|reports|assessments|outcomes/.test(src),
  );
  return [
    {
      goal: '7a. Initial JS (gzip)',
      figure: `${fmt(weight.initialJsKb)} KB`,
      target: '≤ 170 KB',
      pass: weight.initialJsKb <= 170,
      note: `${weight.initialFiles} files: the entry and the chunks it imports statically (build manifest)`,
    },
    {
      goal: '7b. Initial CSS (gzip)',
      figure: `${fmt(weight.initialCssKb)} KB`,
      target: '≤ 40 KB',
      pass: weight.initialCssKb <= 40,
    },
    {
      goal: '7c. Largest lazy (route) chunk (gzip)',
      figure: weight.largestLazy
        ? `${fmt(weight.largestLazy.kb)} KB (${weight.largestLazy.src})`
        : 'no lazy chunks',
      target: '≤ 60 KB, routes split',
      // A portal of a dozen screens whose code is all in the first download is not split.
      pass: weight.lazyChunks >= 5 && weight.largestLazy !== null && weight.largestLazy.kb <= 60,
      note: `${weight.lazyChunks} lazy entries (screens, modals, tabs); at least 5 expected when screens are split`,
    },
    {
      goal: '7d. Chart library outside the first download',
      figure: weight.chartsInitial
        ? 'recharts in the initial JS'
        : `not in the initial JS; loads with ${weight.chartsWith.join(', ') || 'nothing'}`,
      target: 'only with the chart screens (reports, dashboard, assessments, outcomes)',
      pass: !weight.chartsInitial && chartsOnlyThere,
    },
    {
      goal: '7e. Assets served compressed',
      figure: `content-encoding: ${compressed.encoding ?? 'none'} (${fmt(compressed.bytes / 1024)} KB; plain ${fmt(plain.bytes / 1024)} KB)`,
      target: 'gzip or br',
      pass:
        compressed.status === 200 &&
        (compressed.encoding === 'gzip' || compressed.encoding === 'br') &&
        plain.status === 200 &&
        plain.encoding === null,
      note: `GET /${weight.entry} with accept-encoding "br, gzip", and "identity" (plain)`,
    },
  ];
}

/** 7f: the patient app's first download (issue 22: ≤ 120 KB gzip, for low-end phones). */
export function patientWeightRow(weight: WebWeight): Row {
  return {
    goal: '7f. Patient app initial JS (gzip)',
    figure: `${fmt(weight.initialJsKb)} KB`,
    target: '≤ 120 KB',
    pass: weight.initialJsKb <= 120,
    note: `${weight.initialFiles} files: the entry and the chunks it imports statically (build manifest); CSS ${fmt(weight.initialCssKb)} KB; largest lazy chunk ${weight.largestLazy ? `${fmt(weight.largestLazy.kb)} KB (${weight.largestLazy.src})` : 'none'}`,
  };
}
