import multipart from '@fastify/multipart';
import { routes } from '@portal/contracts';
import type { FastifyReply } from 'fastify';
import { actorOf } from '../../audit/audit';
import { defineRoute } from '../../http/define-route';
import type { ModuleRegistrar } from '../registrar';
import { readCsvUpload } from './csv-upload';
import * as service from './service';

const answer = (reply: FastifyReply, outcome: service.ImportOutcome) => {
  if (outcome.ok) return outcome.result;
  // Nothing was imported: the error body plus every rejected row with its line.
  void reply.status(422).send(outcome.refused);
  return undefined;
};

/** Reserved memberships: by phone, one at a time or imported from a CSV (file or parsed rows). */
export const registerReservations: ModuleRegistrar = async (app, deps) => {
  const db = deps.database.db;

  defineRoute(app, routes.listReservations, ({ user, query, request }) =>
    service.listReservations(db, user, actorOf(request), query),
  );
  defineRoute(app, routes.createReservation, ({ user, body, request }) =>
    service.createReservation(db, user, actorOf(request), body),
  );
  defineRoute(app, routes.updateReservation, ({ user, params, body, request }) =>
    service.updateReservation(db, user, actorOf(request), params.id, body),
  );
  defineRoute(app, routes.deleteReservation, async ({ user, params, request }) => {
    await service.deleteReservation(db, user, actorOf(request), params.id);
  });
  defineRoute(app, routes.deleteImportedReservation, async ({ user, params, request }) => {
    await service.undoImport(db, user, actorOf(request), params.id);
  });

  defineRoute(app, routes.bulkReserve, async ({ user, body, request, reply }) =>
    answer(
      reply,
      await service.importReservations(db, user, actorOf(request), {
        rows: body.rows.map((row, i) => ({ ...row, line: row.line ?? i + 2 })),
        importValidOnly: body.import_valid_only,
        source: 'rows',
      }),
    ),
  );

  // Multipart parsing exists only in this scope, with the import's own limits.
  await app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: true });
    defineRoute(scope, routes.invitePatients, async ({ user, request, reply }) => {
      const upload = await readCsvUpload(request);
      return answer(
        reply,
        await service.importReservations(db, user, actorOf(request), {
          rows: upload.rows,
          unreadable: upload.lineErrors,
          importValidOnly: upload.importValidOnly,
          source: 'csv',
        }),
      );
    });
  });
};
