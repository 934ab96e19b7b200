import { messages } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditRead } from '../../audit/group-commit';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Storage } from '../../infra/storage/storage';
import { isSameCaller, storedCallerOf } from './bulk-caller';
import { EXPORT_TYPES, type ExportType, parseExportRequest } from './bulk-params';
import { deleteExport, type ExportRow, findExport, insertExport, progressOf } from './bulk-repository';
import { createExportRunner, removeExportFiles } from './bulk-runner';
import { OUTPUT_TTL_MS } from './bulk-worker';
import { mayRead, resolveFhirCaller } from './caller';
import { FhirError, resourceNotFound } from './outcome';
import { isUuid } from './sql-filters';

/**
 * FHIR Bulk Data export (Bulk Data Access IG v2.0.0; issue 40 item 4): the kick-off of
 * `Group/<center>/$export` and `Patient/$export`, the status URL (202 with X-Progress while it
 * runs, the manifest when done, an OperationOutcome when failed, DELETE to cancel) and the NDJSON
 * files. The job lives in the database (any instance answers), runs on the instance that claims it
 * (bulk-runner.ts), and only its own caller reads its status and files.
 */

export interface BulkExportDeps {
  db: Db;
  config: Config;
  storage: Storage;
  /** The FHIR base (PUBLIC_URL + /fhir/R4). */
  base: string;
}

const NDJSON_TYPE = 'application/fhir+ndjson';
/** How soon a client should ask again while the job runs. */
const RETRY_AFTER_SECONDS = 2;
const FILE_NAME = /^([A-Za-z]+)-(\d{1,6})\.ndjson$/;

const fileName = (type: string, index: number) => `${type}-${index + 1}.ndjson`;

/** "Observation: 1200 resources; 1 of 4 types done" (the IG leaves X-Progress's text free). */
function progressText(job: ExportRow): string {
  const progress = progressOf(job);
  const types = job.types as ExportType[];
  const done = types.filter((t) => progress[t]?.done).length;
  const current = types.find((t) => !progress[t]?.done);
  if (job.status === 'queued' || !current) return `queued; ${done} of ${types.length} types done`;
  return `${current}: ${progress[current]?.count ?? 0} resources; ${done} of ${types.length} types done`;
}

function manifestOf(job: ExportRow, base: string) {
  const progress = progressOf(job);
  return {
    transactionTime: job.transactionTime.toISOString(),
    request: job.request,
    requiresAccessToken: true,
    output: (job.types as ExportType[]).flatMap((type) =>
      (progress[type]?.files ?? []).map((file, i) => ({
        type,
        url: `${base}/bulk-files/${job.id}/${fileName(type, i)}`,
        count: file.count,
      })),
    ),
    error: [],
  };
}

export function registerBulkExport(fhir: FastifyInstance, deps: BulkExportDeps) {
  const { db, storage, base } = deps;
  const runner = createExportRunner(fhir, {
    db,
    storage,
    leaseMs: deps.config.FHIR_EXPORT_LEASE_SECONDS * 1000,
    fileResources: deps.config.FHIR_EXPORT_FILE_RESOURCES,
    fileBytes: deps.config.FHIR_EXPORT_FILE_MB * 1024 * 1024,
  });
  const origin = base.replace(/\/fhir\/R4$/, '');
  const hidden = { schema: { hide: true } };

  /** The caller's own job, unexpired; another center's, another caller's or none: 404. */
  async function ownJob(request: FastifyRequest<{ Params: { id: string } }>) {
    const caller = await resolveFhirCaller(fhir, request);
    const id = request.params.id;
    const job = isUuid(id) ? await findExport(db, caller.centerId, id, new Date()) : undefined;
    if (!job || !isSameCaller(caller, job)) throw resourceNotFound();
    return { caller, job };
  }

  async function kickOff(request: FastifyRequest, level: 'group' | 'patient', groupId?: string) {
    const caller = await resolveFhirCaller(fhir, request);
    // The center is the only Group: another center's id (or anything else) is not found.
    if (level === 'group' && groupId !== caller.centerId) throw resourceNotFound();
    const asked = parseExportRequest(
      request.headers.prefer,
      request.query as Record<string, string | string[]>,
    );
    const explicit = Object.hasOwn(request.query as object, '_type');
    // A system reads only the types its scopes grant: named ones it lacks are refused.
    if (explicit && !asked.types.every((t) => mayRead(caller, t)))
      throw new FhirError(403, messages.forbidden, 'forbidden', '_type');
    const types = asked.types.filter((t) => mayRead(caller, t));
    if (!types.length) throw new FhirError(403, messages.forbidden, 'forbidden');
    const now = new Date();
    const job = await insertExport(db, {
      treatmentCenterId: caller.centerId,
      ...storedCallerOf(caller),
      request: `${origin}${request.url}`,
      level,
      types,
      since: asked.since ?? null,
      transactionTime: now,
      progress: {},
      // An export still unfinished a day after it started is swept with its files.
      expiresAt: new Date(now.getTime() + OUTPUT_TTL_MS),
    });
    await auditRead(db, caller.actor, {
      action: 'fhir.export',
      resourceType: 'treatment_center',
      resourceId: caller.centerId,
      outcome: 'success',
      detail: { job: job.id, level, types, since: asked.since?.toISOString() ?? null },
    });
    runner.poke();
    return job;
  }

  const accepted = (job: ExportRow) => `${base}/bulk-status/${job.id}`;

  fhir.get<{ Params: { id: string } }>('/Group/:id/$export', hidden, async (request, reply) => {
    const job = await kickOff(request, 'group', request.params.id);
    return reply
      .status(202)
      .header('content-location', accepted(job))
      .header('cache-control', 'no-store')
      .send();
  });
  fhir.get('/Patient/$export', hidden, async (request, reply) => {
    const job = await kickOff(request, 'patient');
    return reply
      .status(202)
      .header('content-location', accepted(job))
      .header('cache-control', 'no-store')
      .send();
  });

  fhir.get<{ Params: { id: string } }>('/bulk-status/:id', hidden, async (request, reply) => {
    const { job } = await ownJob(request);
    void reply.header('cache-control', 'no-store');
    if (job.status === 'failed')
      throw new FhirError(500, job.error ?? messages.fhirExportFailed, 'exception');
    if (job.status !== 'done') {
      return reply
        .status(202)
        .header('x-progress', progressText(job))
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send();
    }
    return reply
      .status(200)
      .type('application/json; charset=utf-8')
      .header('expires', job.expiresAt.toUTCString())
      .send(JSON.stringify(manifestOf(job, base)));
  });

  fhir.delete<{ Params: { id: string } }>('/bulk-status/:id', hidden, async (request, reply) => {
    const { caller, job } = await ownJob(request);
    const removed = await deleteExport(db, caller.centerId, job.id);
    if (!removed) throw resourceNotFound();
    // A run still going finds its row gone at its next write and removes what it wrote since.
    await removeExportFiles(storage, removed);
    return reply.status(202).header('cache-control', 'no-store').send();
  });

  fhir.get<{ Params: { id: string; file: string } }>(
    '/bulk-files/:id/:file',
    hidden,
    async (request, reply) => {
      const { caller, job } = await ownJob(request);
      const match = FILE_NAME.exec(request.params.file);
      const type = match?.[1] as ExportType | undefined;
      const index = Number(match?.[2]) - 1;
      const file =
        job.status === 'done' && type && (EXPORT_TYPES as readonly string[]).includes(type)
          ? progressOf(job)[type]?.files[index]
          : undefined;
      const stored = file ? await storage.read(file.key) : null;
      if (!file || !stored) throw resourceNotFound();
      // Who took the data out, and which file: the pages' own rows say what each held.
      await auditRead(db, caller.actor, {
        action: 'fhir.export.download',
        resourceType: 'treatment_center',
        resourceId: caller.centerId,
        outcome: 'success',
        detail: { job: job.id, file: request.params.file, count: file.count },
      });
      return reply
        .type(NDJSON_TYPE)
        .header('content-length', String(stored.size))
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(stored.body);
    },
  );
}
