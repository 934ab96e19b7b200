import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCenter, type SeededCenter } from '../../../test/helpers/fixtures';
import { auditCount, createPatient } from '../../../test/helpers/patients';
import { createTestServer, type TestServer } from '../../../test/helpers/server';
import { auditEvents, tcenterNotes } from '../../db/schema/index';

describe('notes: /v3/memberships/{id}/tcenter_notes', () => {
  let server: TestServer;
  let a: SeededCenter;
  let b: SeededCenter;

  beforeAll(async () => {
    server = await createTestServer();
    a = await createCenter(server);
    b = await createCenter(server);
  });
  afterAll(() => server.close());

  const call = (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    headers: Record<string, string> = {},
    payload?: object,
  ) => server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const notesOf = (membershipId: string) =>
    server.deps.database.db.select().from(tcenterNotes).where(eq(tcenterNotes.membershipId, membershipId));

  it('creates, lists (newest first), updates and deletes a note, keeping author and times', async () => {
    const p = await createPatient(server, a.center.id);
    const url = `/v3/memberships/${p.id}/tcenter_notes`;
    const created = await call('POST', url, a.staff.auth, { content: 'First session went well.' });
    expect(created.statusCode).toBe(201);
    const { note } = created.json();
    expect(note).toMatchObject({
      content: 'First session went well.',
      content_mobile: 'First session went well.',
      author_name: 'Sam Staff',
    });
    const second = await call('POST', url, a.owner.auth, { content: 'Family call.', content_mobile: 'Call' });
    expect(second.json().note).toMatchObject({ content_mobile: 'Call', author_name: 'Olivia Owner' });

    const list = await call('GET', url, a.staff.auth);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((n: { content: string }) => n.content)).toEqual([
      'Family call.',
      'First session went well.',
    ]);

    const updated = await call('PUT', `${url}/${note.id}`, a.owner.auth, {
      content: 'First session went very well.',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().note).toMatchObject({
      content: 'First session went very well.',
      author_name: 'Sam Staff',
    });
    expect(updated.json().note.created_at).toBe(note.created_at);
    expect(updated.json().note.updated_at >= note.updated_at).toBe(true);
    const [row] = (await notesOf(p.id)).filter((n) => n.id === note.id);
    expect(row?.updatedById).toBe(a.owner.row.id);
    expect(row?.authorId).toBe(a.staff.row.id);

    const deleted = await call('DELETE', `${url}/${note.id}`, a.staff.auth);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await notesOf(p.id)).map((n) => n.content)).toEqual(['Family call.']);
    expect((await call('DELETE', `${url}/${note.id}`, a.staff.auth)).statusCode).toBe(404);
  });

  it('writes exactly one audit row per call, naming the note but not its text', async () => {
    const p = await createPatient(server, a.center.id);
    const url = `/v3/memberships/${p.id}/tcenter_notes`;
    const count = () => auditCount(server, a.center.id);
    let before = await count();
    const { note } = (await call('POST', url, a.staff.auth, { content: 'Relapse risk discussed.' })).json();
    expect(await count()).toBe(before + 1);
    before = await count();
    await call('GET', url, a.staff.auth);
    await call('PUT', `${url}/${note.id}`, a.staff.auth, { content: 'Edited.' });
    await call('DELETE', `${url}/${note.id}`, a.staff.auth);
    expect(await count()).toBe(before + 3);
    const rows = await server.deps.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.resourceId, p.id));
    expect(rows.map((r) => r.action).sort()).toEqual([
      'note.create',
      'note.delete',
      'note.list',
      'note.update',
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/Relapse|Edited/);
  });

  it('refuses an empty note with the message, and stores nothing', async () => {
    const p = await createPatient(server, a.center.id);
    const url = `/v3/memberships/${p.id}/tcenter_notes`;
    for (const payload of [{ content: '   ' }, { content: '' }, {}]) {
      const res = await call('POST', url, a.staff.auth, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The note cannot be empty.');
    }
    const { note } = (await call('POST', url, a.staff.auth, { content: 'Kept.' })).json();
    const res = await call('PUT', `${url}/${note.id}`, a.staff.auth, { content: ' ' });
    expect(res.statusCode).toBe(400);
    expect((await notesOf(p.id)).map((n) => n.content)).toEqual(['Kept.']);
  });

  it("keeps another center's staff out (404) and experts, support and anonymous callers out", async () => {
    const p = await createPatient(server, a.center.id);
    const url = `/v3/memberships/${p.id}/tcenter_notes`;
    const { note } = (await call('POST', url, a.staff.auth, { content: 'Private.' })).json();
    expect((await call('GET', url, b.staff.auth)).statusCode).toBe(404);
    expect((await call('POST', url, b.owner.auth, { content: 'Injected.' })).statusCode).toBe(404);
    expect((await call('PUT', `${url}/${note.id}`, b.staff.auth, { content: 'Changed.' })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `${url}/${note.id}`, b.staff.auth)).statusCode).toBe(404);
    // A note id under another patient's path is not found either.
    const other = await createPatient(server, a.center.id);
    expect(
      (
        await call('PUT', `/v3/memberships/${other.id}/tcenter_notes/${note.id}`, a.staff.auth, {
          content: 'x',
        })
      ).statusCode,
    ).toBe(404);
    for (const who of [a.expert.auth, a.support.auth]) {
      expect((await call('GET', url, who)).statusCode).toBe(403);
      expect((await call('POST', url, who, { content: 'x' })).statusCode).toBe(403);
    }
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await notesOf(p.id)).map((n) => n.content)).toEqual(['Private.']);
    expect(await auditCount(server, b.center.id)).toBe(0);
  });

  it('removes the notes with the patient', async () => {
    const p = await createPatient(server, a.center.id);
    await call('POST', `/v3/memberships/${p.id}/tcenter_notes`, a.staff.auth, { content: 'Gone soon.' });
    await call('DELETE', `/v3/memberships/${p.id}/destroy_membership`, a.staff.auth);
    expect(await notesOf(p.id)).toEqual([]);
  });
});
