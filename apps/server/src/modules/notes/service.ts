import type { BodyOf, Note, routes } from '@portal/contracts';
import { type Actor, audit } from '../../audit/audit';
import { auditRead } from '../../audit/group-commit';
import type { Db, Tx } from '../../db/client';
import { forbidden, notFound } from '../../http/errors';
import type { CurrentUser } from '../../identity/current-user';
import * as repo from './repository';

type NoteBody = BodyOf<typeof routes.createNote>;

export interface Caller {
  user: CurrentUser;
  actor: Actor;
}

function centerOf(user: CurrentUser): string {
  if (!user.centerId) throw forbidden();
  return user.centerId;
}

function toNote(row: repo.NoteRow): Note {
  return {
    id: row.id,
    content: row.content,
    content_mobile: row.contentMobile,
    author_name: row.authorName,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The mobile app shows `content_mobile`; when none is given it gets the note itself. */
const mobileText = (body: NoteBody) => body.content_mobile || body.content;

async function mustHaveMembership(tx: Tx, centerId: string, membershipId: string) {
  if (!(await repo.membershipExists(tx, centerId, membershipId))) throw notFound();
}

export async function listNotes(db: Db, { user, actor }: Caller, membershipId: string) {
  const centerId = centerOf(user);
  await mustHaveMembership(db, centerId, membershipId);
  const rows = await repo.listNotes(db, centerId, membershipId);
  await auditRead(db, actor, {
    action: 'note.list',
    resourceType: 'membership',
    resourceId: membershipId,
    outcome: 'success',
    detail: { count: rows.length },
  });
  return rows.map(toNote);
}

export function createNote(db: Db, { user, actor }: Caller, membershipId: string, body: NoteBody) {
  const centerId = centerOf(user);
  return db.transaction(async (tx) => {
    await mustHaveMembership(tx, centerId, membershipId);
    const row = await repo.insertNote(tx, {
      treatmentCenterId: centerId,
      membershipId,
      content: body.content,
      contentMobile: mobileText(body),
      authorId: user.userId,
      authorName: (await repo.userName(tx, user.userId)) || user.name,
    });
    await audit(tx, actor, {
      action: 'note.create',
      resourceType: 'membership',
      resourceId: membershipId,
      outcome: 'success',
      detail: { note_id: row.id },
    });
    return { note: toNote(row) };
  });
}

export function updateNote(
  db: Db,
  { user, actor }: Caller,
  membershipId: string,
  noteId: string,
  body: NoteBody,
) {
  const centerId = centerOf(user);
  return db.transaction(async (tx) => {
    const row = await repo.updateNote(tx, centerId, membershipId, noteId, {
      content: body.content,
      contentMobile: mobileText(body),
      updatedById: user.userId,
    });
    if (!row) throw notFound();
    await audit(tx, actor, {
      action: 'note.update',
      resourceType: 'membership',
      resourceId: membershipId,
      outcome: 'success',
      detail: { note_id: noteId },
    });
    return { note: toNote(row) };
  });
}

export function deleteNote(db: Db, { user, actor }: Caller, membershipId: string, noteId: string) {
  const centerId = centerOf(user);
  return db.transaction(async (tx) => {
    if (!(await repo.deleteNote(tx, centerId, membershipId, noteId))) throw notFound();
    await audit(tx, actor, {
      action: 'note.delete',
      resourceType: 'membership',
      resourceId: membershipId,
      outcome: 'success',
      detail: { note_id: noteId },
    });
  });
}
