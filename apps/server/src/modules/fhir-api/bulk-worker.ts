import { createHash } from 'node:crypto';
import type { Resource } from '@medplum/fhirtypes';
import { messages } from '@portal/contracts';
import type { Db } from '../../db/client';
import { exportFileKey } from '../../infra/storage/keys';
import type { Storage } from '../../infra/storage/storage';
import { restoreCaller, type StoredCaller } from './bulk-caller';
import type { ExportType } from './bulk-params';
import {
  type ExportProgress,
  type ExportRow,
  exportExists,
  finishExport,
  progressOf,
  saveProgress,
  type TypeProgress,
} from './bulk-repository';
import { mayRead } from './caller';
import { consentService } from './consent-service';
import type { FhirContext, ResourceService } from './context';
import { observationService } from './observation-service';
import { labelFor } from './part2-label';
import { patientService } from './patient-service';
import { responseService } from './response-service';
import { parseSearch } from './search-params';
import { PAGE } from './served';

/**
 * One run of an export job: each type read page after page through its service (the same search a
 * client makes: the caller's center, the services' patient predicate, their audit rows; pages
 * sized by their bytes, PAGE_BYTES), the text kept in memory for one file only (at most
 * `fileResources` resources, and no page started once it holds `fileBytes`), each file written to the
 * storage and then the page after it recorded as the job's progress. A run that dies loses at most
 * the file it was filling: the next run starts from the recorded cursor and writes that file again
 * under the same key (a key is derived from the job, the type and the file's number).
 */

const SERVICES: Record<ExportType, ResourceService> = {
  Patient: patientService,
  Observation: observationService,
  QuestionnaireResponse: responseService,
  Consent: consentService,
};

/**
 * About how many bytes of NDJSON one page of an export reads. So small a page's rows, resources
 * and text die young (V8's scavenger takes them) instead of being promoted to the old generation
 * and collected late: in bench 13b (2,000 patients, 12 months) pages of 200 QuestionnaireResponses
 * (~3.8 KB a line, ~760 KB a page) grew the server's heap by ~150 MB; at ~50 a page (190 KB) it
 * stays flat, and Observations (~1 KB a line) get pages of ~190. A type's first page asks for
 * FIRST_PAGE; each next one for as many as the last page's bytes per resource fit (nextPageSize).
 */
export const PAGE_BYTES = 192 * 1024;
const FIRST_PAGE = 50;
const MIN_PAGE = 10;

/** The next page's size after a page of `bytes` holding `resources` lines: MIN_PAGE … PAGE.max. */
export function nextPageSize(bytes: number, resources: number): number {
  const fit = Math.floor((PAGE_BYTES * resources) / Math.max(1, bytes));
  return Math.max(MIN_PAGE, Math.min(PAGE.max, fit));
}

/** How long outputs stay after the job ends (IG: the server says when they go, here 24 h). */
export const OUTPUT_TTL_MS = 24 * 60 * 60 * 1000;

export interface ExportRunDeps {
  db: Db;
  storage: Storage;
  /** The most resources one file holds. */
  fileResources: number;
  /**
   * The bytes after which a file takes no further page (it may pass them by one page, PAGE_BYTES):
   * what bounds the memory an export holds, whatever the size of a type's resources.
   */
  fileBytes: number;
  /** This instance, as the lease names it. */
  owner: string;
  /** When the lease held now should end, from now. */
  leaseUntil: () => Date;
  /** Whether the lease was lost meanwhile (the heartbeat found the row taken or gone). */
  lost: () => boolean;
}

/** A file's key: a UUID made of the job, the type and the file's number, so a rerun reuses it. */
export function fileKeyOf(job: Pick<ExportRow, 'id' | 'treatmentCenterId'>, type: string, index: number) {
  const h = createHash('sha256').update(`${job.id}/${type}/${index}`).digest('hex');
  const uuid = `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
  return exportFileKey(job.treatmentCenterId, uuid);
}

/**
 * The search of one page: `_since` and the transaction time as the type's own date parameter where
 * it is exactly `meta.lastUpdated` (Patient's `_lastUpdated`, a response's `authored`), so fewer
 * rows are read; every type is then filtered on `meta.lastUpdated` itself (keepOf).
 */
function pageSearch(type: ExportType, job: ExportRow, count: number, cursor: string | undefined) {
  const bounds = [
    ...(job.since ? [`gt${job.since.toISOString()}`] : []),
    `le${job.transactionTime.toISOString()}`,
  ];
  const dated = type === 'Patient' ? '_lastUpdated' : type === 'QuestionnaireResponse' ? 'authored' : null;
  return parseSearch(type, {
    _count: String(count),
    ...(cursor ? { _cursor: cursor } : {}),
    ...(dated ? { [dated]: bounds } : {}),
  });
}

/** Changed after `_since` and not after the transaction time (IG: nothing modified after it). */
const keepOf = (job: ExportRow) => {
  const since = job.since?.getTime();
  const until = job.transactionTime.getTime();
  return (r: Resource) => {
    const at = r.meta?.lastUpdated ? Date.parse(r.meta.lastUpdated) : Number.NaN;
    if (Number.isNaN(at)) return since === undefined;
    return (since === undefined || at > since) && at <= until;
  };
};

type Outcome = 'done' | 'failed' | 'lost';

/** Runs (or resumes) a claimed job to its end; 'lost' when its lease went to another instance. */
export async function runExport(deps: ExportRunDeps, job: ExportRow): Promise<Outcome> {
  const { db, owner } = deps;
  const caller = await restoreCaller(db, job as ExportRow & StoredCaller);
  const end = (status: 'done' | 'failed', error?: string) => {
    const at = new Date();
    return finishExport(db, job.id, owner, {
      status,
      at,
      expiresAt: new Date(at.getTime() + OUTPUT_TTL_MS),
      ...(error ? { error } : {}),
    }).then((ok) => (ok ? status : 'lost'));
  };
  // Gone, or (a system) no longer granted a type it asked for: it may not read what it asked.
  if (!caller || !job.types.every((t) => mayRead(caller, t)))
    return end('failed', messages.fhirExportCallerGone);
  // The caller's own context: its center, its kind; `now` is the transaction time on every run.
  const ctx: FhirContext = { db, caller, now: job.transactionTime };
  const progress: ExportProgress = structuredClone(progressOf(job));
  const keep = keepOf(job);

  for (const type of job.types as ExportType[]) {
    let state: TypeProgress = progress[type] ?? { done: false, count: 0, files: [] };
    let pageSize = FIRST_PAGE;
    while (!state.done) {
      if (deps.lost()) return 'lost';
      // The file's text a page at a time, as bytes: a page's strings die with the page.
      const chunks: Buffer[] = [];
      let lines = 0;
      let bytes = 0;
      let cursor = state.cursor;
      let more = true;
      // Fill one file: whole pages, each no larger than the room left in it.
      while (more && lines < deps.fileResources && bytes < deps.fileBytes) {
        const count = Math.min(pageSize, deps.fileResources - lines);
        const page = await SERVICES[type].search(ctx, pageSearch(type, job, count, cursor));
        // Labelled as a search labels it: an outside recipient's lines carry the 42 CFR 2.32 notice.
        const kept = page.rows.filter(keep).map((r) => `${JSON.stringify(labelFor(caller, r))}\n`);
        if (kept.length) {
          const chunk = Buffer.from(kept.join(''), 'utf8');
          chunks.push(chunk);
          lines += kept.length;
          bytes += chunk.length;
          pageSize = nextPageSize(chunk.length, kept.length);
        }
        cursor = page.next;
        more = cursor !== undefined;
        if (deps.lost()) return 'lost';
      }
      const files = [...state.files];
      let written: string | undefined;
      if (lines) {
        written = fileKeyOf(job, type, files.length);
        // A run that died after writing this file and before recording it left it: replace it.
        await deps.storage.delete(written);
        await deps.storage.write(written, Buffer.concat(chunks));
        files.push({ key: written, count: lines });
      }
      state = { ...(cursor ? { cursor } : {}), done: !more, count: state.count + lines, files };
      progress[type] = state;
      if (!(await saveProgress(db, job.id, owner, progress, deps.leaseUntil()))) {
        // Cancelled: the file just written is nobody's (the cancel removed the others). Taken over:
        // the instance that took it writes this file again under the same key, so it stays.
        if (written && !(await exportExists(db, job.id))) await deps.storage.delete(written);
        return 'lost';
      }
    }
  }
  return end('done');
}
