import { routes } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../audit/audit';
import { defineRoute } from '../../http/define-route';
import type { CurrentUser } from '../../identity/current-user';
import type { ModuleRegistrar } from '../registrar';
import * as service from './service';

/** Staff notes on a patient (spec §7 /v3/memberships/{id}/tcenter_notes). */
export const registerNotes: ModuleRegistrar = (app, { database: { db } }) => {
  const caller = ({ user, request }: { user: CurrentUser; request: FastifyRequest }) => ({
    user,
    actor: actorOf(request, user),
  });
  defineRoute(app, routes.listNotes, (ctx) => service.listNotes(db, caller(ctx), ctx.params.id));
  defineRoute(app, routes.createNote, (ctx) => service.createNote(db, caller(ctx), ctx.params.id, ctx.body));
  defineRoute(app, routes.updateNote, (ctx) =>
    service.updateNote(db, caller(ctx), ctx.params.id, ctx.params.noteId, ctx.body),
  );
  defineRoute(app, routes.deleteNote, async (ctx) => {
    await service.deleteNote(db, caller(ctx), ctx.params.id, ctx.params.noteId);
    return undefined;
  });
};
