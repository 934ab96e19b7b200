import { INBOX_PAGE_SIZE, messages } from '@portal/contracts';
import { count, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatId, createPatientUser } from '../../test/helpers/chat';
import { createCenter, createUser, type SeededCenter, type SeededUser } from '../../test/helpers/fixtures';
import { auditCount } from '../../test/helpers/patients';
import { createTestServer, type TestServer } from '../../test/helpers/server';
import { PNG, pathOf, tempDataDir } from '../../test/helpers/uploads';
import { chatChannels, chatMembers, chatMessages } from '../db/schema/index';

let server: TestServer;
let a: SeededCenter;
let b: SeededCenter;
let patient: SeededUser;

beforeAll(async () => {
  server = await createTestServer({ DATA_DIR: tempDataDir() });
  a = await createCenter(server);
  b = await createCenter(server);
  patient = await createPatientUser(server, a.center.id);
});
afterAll(async () => {
  await server.close();
});

const api = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who?: SeededUser,
  payload?: Record<string, unknown>,
) =>
  server.app.inject({
    method,
    url,
    ...(who ? { headers: who.auth } : {}),
    ...(payload ? { payload } : {}),
  });

async function openChannel(who: SeededUser, other: SeededUser): Promise<string> {
  const res = await api('POST', '/chat/channels', who, { member_id: chatId(other) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().channel.id;
}

async function send(who: SeededUser, channelId: string, text: string, parentId?: string) {
  const res = await api('POST', `/chat/channels/${channelId}/messages`, who, {
    text,
    ...(parentId ? { parent_id: parentId } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().message as { id: string; reply_count: number; text: string; status: string };
}

const channelCount = async () =>
  Number((await server.deps.database.db.select({ n: count() }).from(chatChannels))[0]?.n);
const messageCount = async (channelId: string) =>
  Number(
    (
      await server.deps.database.db
        .select({ n: count() })
        .from(chatMessages)
        .where(eq(chatMessages.channelId, channelId))
    )[0]?.n,
  );
const unread = async (who: SeededUser) => (await api('GET', '/chat/unread', who)).json();

describe('chat token', () => {
  it('is a short-lived token for chat only, not an API token', async () => {
    const res = await api('GET', '/getstream/token', a.staff);
    expect(res.statusCode).toBe(200);
    const { token, expires_at } = res.json().data;
    const claims = decodeJwt(token);
    expect(claims.aud).toBe('portal-chat');
    expect(claims.sub).toBe(a.staff.row.id);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(15 * 60);
    expect(Date.parse(expires_at)).toBeGreaterThan(Date.now());
    // A chat token opens no API route.
    const misuse = await server.app.inject({
      method: 'GET',
      url: '/chat/channels',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(misuse.statusCode).toBe(401);
  });

  it('needs a signed-in user with a center; patients get one too', async () => {
    expect((await api('GET', '/getstream/token')).statusCode).toBe(401);
    const centerless = await createUser(server, {});
    expect((await api('GET', '/getstream/token', centerless)).statusCode).toBe(403);
    expect((await api('GET', '/getstream/token', patient)).statusCode).toBe(200);
  });
});

describe('get or create a 1:1 channel', () => {
  it('creates a channel with two members once and reuses it from either side', async () => {
    const p = await createPatientUser(server, a.center.id);
    const first = await api('POST', '/chat/channels', a.staff, { member_id: chatId(p) });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.created).toBe(true);
    expect(body.channel.type).toBe('messaging');
    expect(body.channel.members.map((m: { user_id: string }) => m.user_id).sort()).toEqual(
      [a.staff.row.id, p.row.id].sort(),
    );
    expect(body.channel.is_member).toBe(true);
    const staffMember = body.channel.members.find((m: { user_id: string }) => m.user_id === a.staff.row.id);
    expect(staffMember).toMatchObject({
      id: chatId(a.staff),
      role: 'staff',
      label: a.center.name,
      name: 'Sam Staff',
    });
    const again = await api('POST', '/chat/channels', a.staff, { member_id: chatId(p) });
    expect(again.json()).toMatchObject({ created: false, channel: { id: body.channel.id } });
    const fromPatient = await api('POST', '/chat/channels', p, { member_id: chatId(a.staff) });
    expect(fromPatient.json()).toMatchObject({ created: false, channel: { id: body.channel.id } });
    expect(await auditCount(server, a.center.id, 'chat.channel.create')).toBeGreaterThanOrEqual(1);
  });

  it('never duplicates a channel under concurrent requests', async () => {
    const p = await createPatientUser(server, a.center.id);
    const results = await Promise.all([
      ...Array.from({ length: 4 }, () => api('POST', '/chat/channels', a.owner, { member_id: chatId(p) })),
      ...Array.from({ length: 4 }, () => api('POST', '/chat/channels', p, { member_id: chatId(a.owner) })),
    ]);
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    const ids = new Set(results.map((r) => r.json().channel.id));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => r.json().created)).toHaveLength(1);
    const [id] = [...ids] as [string];
    const members = await server.deps.database.db
      .select()
      .from(chatMembers)
      .where(eq(chatMembers.channelId, id));
    expect(members).toHaveLength(2);
  });

  it('refuses bad input and changes nothing', async () => {
    const before = await channelCount();
    const missing = await api('POST', '/chat/channels', a.staff, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(messages.chatMemberRequired);
    const self = await api('POST', '/chat/channels', a.staff, { member_id: chatId(a.staff) });
    expect(self.statusCode).toBe(422);
    expect(self.json().message).toBe(messages.chatCannotChatWith);
    const staffWithStaff = await api('POST', '/chat/channels', a.staff, { member_id: chatId(a.owner) });
    expect(staffWithStaff.statusCode).toBe(422);
    const unknown = await api('POST', '/chat/channels', a.staff, { member_id: 'portal_nobody' });
    expect(unknown.statusCode).toBe(404);
    // Another center's patient does not exist for this center.
    const foreign = await createPatientUser(server, b.center.id);
    const cross = await api('POST', '/chat/channels', a.staff, { member_id: chatId(foreign) });
    expect(cross.statusCode).toBe(404);
    expect(await channelCount()).toBe(before);
  });

  it('lets support (a moderator not in the staff list) open existing conversations but start none', async () => {
    const p = await createPatientUser(server, a.center.id);
    const before = await channelCount();
    const refused = await api('POST', '/chat/channels', a.support, { member_id: chatId(p) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(messages.chatNotInStaffList);
    expect(await channelCount()).toBe(before);
    // The patient starts it (mobile app); support then gets that conversation back.
    const started = await api('POST', '/chat/channels', p, { member_id: chatId(a.support) });
    expect(started.json()).toMatchObject({ created: true, channel: { type: 'support' } });
    const reused = await api('POST', '/chat/channels', a.support, { member_id: chatId(p) });
    expect(reused.statusCode).toBe(200);
    expect(reused.json()).toMatchObject({ created: false, channel: { id: started.json().channel.id } });
  });

  it('makes expert conversations with patients the second type, labelled', async () => {
    const p = await createPatientUser(server, a.center.id);
    const res = await api('POST', '/chat/channels', a.expert, { member_id: chatId(p) });
    expect(res.json()).toMatchObject({ created: true, channel: { type: 'support' } });
    const expert = res.json().channel.members.find((m: { role: string }) => m.role === 'expert');
    expect(expert).toMatchObject({ label: 'Expert', is_expert: true });
  });

  it('needs a token', async () => {
    expect((await api('POST', '/chat/channels', undefined, { member_id: chatId(patient) })).statusCode).toBe(
      401,
    );
  });
});

describe('fixed support and expert identities', () => {
  it('show their display names and are reachable from every center', async () => {
    const fixed = await createTestServer({ SUPPORT_USER_SUBJECT: 'portal|fixed-support' });
    try {
      const c1 = await createCenter(fixed);
      const c2 = await createCenter(fixed);
      // The platform identity belongs to no center.
      const support = await createUser(fixed, {
        subject: 'portal|fixed-support',
        isSupport: true,
        firstName: 'Real',
        lastName: 'Person',
      });
      const open = async (who: SeededUser) => {
        const res = await fixed.app.inject({
          method: 'POST',
          url: '/chat/channels',
          headers: who.auth,
          payload: { member_id: chatId(support) },
        });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().channel;
      };
      const first = await open(await createPatientUser(fixed, c1.center.id));
      const member = first.members.find((m: { role: string }) => m.role === 'support');
      expect(member).toMatchObject({ name: 'Recovery Support', label: 'Support', is_support: true });
      expect(first.type).toBe('support');
      // Another center's conversation with the same identity is its own, in that center.
      const second = await open(await createPatientUser(fixed, c2.center.id));
      expect(second.id).not.toBe(first.id);
      const seenByC1 = await fixed.app.inject({
        method: 'GET',
        url: '/chat/channels',
        headers: c1.owner.auth,
      });
      expect(seenByC1.json().channels.map((ch: { id: string }) => ch.id)).toEqual([first.id]);
    } finally {
      await fixed.close();
    }
  });
});

describe('who sees which channel (spec §6)', () => {
  let c: SeededCenter;
  let staff2: SeededUser;
  let pA: SeededUser;
  let pB: SeededUser;
  let pC: SeededUser;
  let chA: string;
  let chB: string;
  let chC: string;
  let chD: string;

  beforeAll(async () => {
    c = await createCenter(server);
    staff2 = await createUser(server, {
      treatmentCenterId: c.center.id,
      firstName: 'Second',
      lastName: 'Staff',
    });
    pA = await createPatientUser(server, c.center.id, 'Alpha');
    pB = await createPatientUser(server, c.center.id, 'Beta');
    pC = await createPatientUser(server, c.center.id, 'Gamma');
    chA = await openChannel(c.staff, pA);
    chB = await openChannel(staff2, pB);
    chC = await openChannel(c.expert, pC);
    chD = await openChannel(c.owner, pA);
  });

  const visible = async (who: SeededUser) => {
    const res = await api('GET', '/chat/channels', who);
    expect(res.statusCode).toBe(200);
    return (res.json().channels as { id: string }[]).map((ch) => ch.id).sort();
  };

  it('moderators (owner, support) see every channel of both types in their center', async () => {
    const all = [chA, chB, chC, chD].sort();
    expect(await visible(c.owner)).toEqual(all);
    expect(await visible(c.support)).toEqual(all);
  });

  it('others see only their own channels; staff only of the main type', async () => {
    expect(await visible(c.staff)).toEqual([chA]);
    expect(await visible(staff2)).toEqual([chB]);
    expect(await visible(c.expert)).toEqual([chC]);
    expect(await visible(pA)).toEqual([chA, chD].sort());
  });

  it("a non-member cannot read or write someone else's channel", async () => {
    const before = await messageCount(chB);
    expect((await api('GET', `/chat/channels/${chB}`, c.staff)).statusCode).toBe(404);
    expect((await api('GET', `/chat/channels/${chB}/messages`, c.staff)).statusCode).toBe(404);
    expect((await api('POST', `/chat/channels/${chB}/messages`, c.staff, { text: 'hi' })).statusCode).toBe(
      404,
    );
    expect((await api('GET', `/chat/channels/${chC}`, c.staff)).statusCode).toBe(404);
    expect(await messageCount(chB)).toBe(before);
  });

  it('moderators read a patient history but only members write', async () => {
    await send(pB, chB, 'hello staff');
    const read = await api('GET', `/chat/channels/${chB}/messages`, c.owner);
    expect(read.statusCode).toBe(200);
    expect(read.json().messages.map((m: { text: string }) => m.text)).toEqual(['hello staff']);
    const write = await api('POST', `/chat/channels/${chB}/messages`, c.owner, { text: 'owner here' });
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe(messages.chatNotMember);
    // The history of one patient, for the "chat with a patient" modal.
    const history = await api('GET', `/chat/channels?member_id=${chatId(pA)}`, c.owner);
    expect((history.json().channels as { id: string }[]).map((ch) => ch.id).sort()).toEqual(
      [chA, chD].sort(),
    );
    expect(await auditCount(server, c.center.id, 'chat.message.list')).toBeGreaterThanOrEqual(1);
  });

  it("another center's token sees and changes nothing (404)", async () => {
    expect(await visible(b.owner)).not.toContain(chA);
    const before = await messageCount(chA);
    expect((await api('GET', `/chat/channels/${chA}`, b.owner)).statusCode).toBe(404);
    expect((await api('GET', `/chat/channels/${chA}/messages`, b.support)).statusCode).toBe(404);
    expect((await api('POST', `/chat/channels/${chA}/messages`, b.owner, { text: 'x' })).statusCode).toBe(
      404,
    );
    expect((await api('POST', `/chat/channels/${chA}/read`, b.owner)).statusCode).toBe(404);
    expect((await api('DELETE', `/chat/channels/${chA}`, b.owner)).statusCode).toBe(404);
    const msg = await send(pA, chA, 'private');
    expect((await api('PUT', `/chat/messages/${msg.id}`, b.owner, { text: 'changed' })).statusCode).toBe(404);
    expect((await api('DELETE', `/chat/messages/${msg.id}`, b.owner)).statusCode).toBe(404);
    expect((await api('GET', `/chat/messages/${msg.id}/replies`, b.owner)).statusCode).toBe(404);
    expect(await messageCount(chA)).toBe(before + 1);
    const stored = await api('GET', `/chat/channels/${chA}/messages`, c.staff);
    expect(stored.json().messages.at(-1)).toMatchObject({ text: 'private', status: 'sent' });
  });

  it('only moderators delete a channel', async () => {
    const p = await createPatientUser(server, c.center.id);
    const ch = await openChannel(c.staff, p);
    expect((await api('DELETE', `/chat/channels/${ch}`, c.staff)).statusCode).toBe(403);
    expect((await api('DELETE', `/chat/channels/${ch}`, p)).statusCode).toBe(403);
    expect((await api('DELETE', `/chat/channels/${ch}`, c.owner)).statusCode).toBe(204);
    expect((await api('GET', `/chat/channels/${ch}`, c.staff)).statusCode).toBe(404);
    expect(await auditCount(server, c.center.id, 'chat.channel.delete')).toBe(1);
  });
});

describe('messages', () => {
  let ch: string;
  let p: SeededUser;
  beforeAll(async () => {
    p = await createPatientUser(server, a.center.id);
    ch = await openChannel(a.staff, p);
  });

  it('sends, lists oldest first, pages back and catches up after a message', async () => {
    const sent = [];
    for (const text of ['one', 'two', 'three']) sent.push(await send(text === 'two' ? p : a.staff, ch, text));
    const all = (await api('GET', `/chat/channels/${ch}/messages`, p)).json();
    expect(all.messages.map((m: { text: string }) => m.text)).toEqual(['one', 'two', 'three']);
    expect(all.has_more).toBe(false);
    const latest = (await api('GET', `/chat/channels/${ch}/messages?limit=2`, p)).json();
    expect(latest.messages.map((m: { text: string }) => m.text)).toEqual(['two', 'three']);
    expect(latest.has_more).toBe(true);
    const older = (await api('GET', `/chat/channels/${ch}/messages?before=${sent[1]?.id}`, p)).json();
    expect(older.messages.map((m: { text: string }) => m.text)).toEqual(['one']);
    const after = (await api('GET', `/chat/channels/${ch}/messages?after=${sent[0]?.id}`, p)).json();
    expect(after.messages.map((m: { text: string }) => m.text)).toEqual(['two', 'three']);
  });

  it('validates the text and changes nothing on bad input', async () => {
    const before = await messageCount(ch);
    const empty = await api('POST', `/chat/channels/${ch}/messages`, a.staff, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(messages.chatMessageRequired);
    const long = await api('POST', `/chat/channels/${ch}/messages`, a.staff, { text: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(messages.chatMessageTooLong);
    const badKey = await api('POST', `/chat/channels/${ch}/messages`, a.staff, {
      attachments: [{ key: `${b.center.id}/chat/${crypto.randomUUID()}.png`, name: 'x.png' }],
    });
    expect(badKey.statusCode, badKey.body).toBe(422);
    expect(badKey.json().message).toBe(messages.chatAttachmentInvalid);
    expect(await messageCount(ch)).toBe(before);
  });

  it('edits and deletes own messages only', async () => {
    const mine = await send(a.staff, ch, 'typo');
    const theirs = await send(p, ch, 'from patient');
    const edited = await api('PUT', `/chat/messages/${mine.id}`, a.staff, { text: 'fixed' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().message).toMatchObject({ text: 'fixed', status: 'sent' });
    expect(edited.json().message.edited_at).not.toBeNull();
    const notMine = await api('PUT', `/chat/messages/${theirs.id}`, a.staff, { text: 'hijack' });
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().message).toBe(messages.chatOwnMessagesOnly);
    expect((await api('DELETE', `/chat/messages/${theirs.id}`, a.staff)).statusCode).toBe(403);
    expect((await api('DELETE', `/chat/messages/${mine.id}`, a.staff)).statusCode).toBe(204);
    const list = (await api('GET', `/chat/channels/${ch}/messages`, p)).json().messages;
    expect(list.find((m: { id: string }) => m.id === mine.id)).toMatchObject({ status: 'deleted', text: '' });
    expect(list.find((m: { id: string }) => m.id === theirs.id)).toMatchObject({ text: 'from patient' });
    const editDeleted = await api('PUT', `/chat/messages/${mine.id}`, a.staff, { text: 'again' });
    expect(editDeleted.statusCode).toBe(422);
    // A moderator may remove any message of the center (moderation).
    expect((await api('DELETE', `/chat/messages/${theirs.id}`, a.owner)).statusCode).toBe(204);
  });

  it('threads count their replies', async () => {
    const parent = await send(p, ch, 'question');
    const reply = await send(a.staff, ch, 'answer', parent.id);
    await send(p, ch, 'thanks', parent.id);
    const top = (await api('GET', `/chat/channels/${ch}/messages`, p)).json().messages;
    expect(top.find((m: { id: string }) => m.id === parent.id).reply_count).toBe(2);
    expect(top.some((m: { id: string }) => m.id === reply.id)).toBe(false);
    const replies = (await api('GET', `/chat/messages/${parent.id}/replies`, p)).json().messages;
    expect(replies.map((m: { text: string }) => m.text)).toEqual(['answer', 'thanks']);
    const nested = await api('POST', `/chat/channels/${ch}/messages`, p, { text: 'x', parent_id: reply.id });
    expect(nested.statusCode).toBe(422);
    expect(nested.json().message).toBe(messages.chatReplyToReply);
    await api('DELETE', `/chat/messages/${reply.id}`, a.staff);
    const after = (await api('GET', `/chat/channels/${ch}/messages`, p)).json().messages;
    expect(after.find((m: { id: string }) => m.id === parent.id).reply_count).toBe(1);
  });
});

describe('unread counts', () => {
  it('follow messages, reads, threads, deletes and mark-unread', async () => {
    const c = await createCenter(server);
    const p1 = await createPatientUser(server, c.center.id);
    const p2 = await createPatientUser(server, c.center.id);
    const ch1 = await openChannel(c.staff, p1);
    const ch2 = await openChannel(c.staff, p2);
    expect(await unread(c.staff)).toEqual({ total_unread_count: 0, unread_channels: 0, channels: [] });

    const first = await send(p1, ch1, 'a');
    await send(p1, ch1, 'b');
    await send(p2, ch2, 'c');
    let counts = await unread(c.staff);
    expect(counts.total_unread_count).toBe(3);
    expect(counts.unread_channels).toBe(2);
    // The sender has nothing unread from their own messages.
    expect((await unread(p1)).total_unread_count).toBe(0);

    const list = (await api('GET', '/chat/channels', c.staff)).json().channels;
    expect(list.find((x: { id: string }) => x.id === ch1).unread_count).toBe(2);

    counts = (await api('POST', `/chat/channels/${ch1}/read`, c.staff)).json();
    expect(counts).toMatchObject({ total_unread_count: 1, unread_channels: 1 });

    await send(p1, ch1, 'in thread', first.id);
    expect((await unread(c.staff)).total_unread_count).toBe(2);

    const gone = await send(p2, ch2, 'oops');
    expect((await unread(c.staff)).total_unread_count).toBe(3);
    await api('DELETE', `/chat/messages/${gone.id}`, p2);
    expect((await unread(c.staff)).total_unread_count).toBe(2);

    await api('POST', `/chat/channels/${ch1}/read`, c.staff);
    await api('POST', `/chat/channels/${ch2}/read`, c.staff);
    expect((await unread(c.staff)).total_unread_count).toBe(0);

    const unreadAgain = await api('POST', `/chat/channels/${ch1}/unread`, c.staff, { message_id: first.id });
    expect(unreadAgain.statusCode).toBe(200);
    // a, b and the thread reply are after the mark again.
    expect(unreadAgain.json().total_unread_count).toBe(3);
    expect(
      (await api('POST', `/chat/channels/${ch1}/unread`, c.staff, { message_id: 'nope' })).statusCode,
    ).toBe(400);
  });
});

describe('inbox order and paging', () => {
  it('sorts by last message, newest first, 20 a page with offset', async () => {
    const c = await createCenter(server);
    const ids: string[] = [];
    for (let i = 0; i < INBOX_PAGE_SIZE + 2; i++) {
      const p = await createPatientUser(server, c.center.id);
      ids.push(await openChannel(c.staff, p));
    }
    // The oldest channel gets the newest message: it goes first.
    await send(c.staff, ids[0] as string, 'bump');
    const page1 = (await api('GET', '/chat/channels', c.staff)).json();
    expect(page1.total).toBe(INBOX_PAGE_SIZE + 2);
    expect(page1.channels).toHaveLength(INBOX_PAGE_SIZE);
    expect(page1.channels[0].id).toBe(ids[0]);
    expect(page1.channels[0].last_message).toMatchObject({ text: 'bump' });
    expect(page1.channels[0].last_message_at).not.toBeNull();
    const page2 = (await api('GET', `/chat/channels?offset=${INBOX_PAGE_SIZE}`, c.staff)).json();
    expect(page2.channels).toHaveLength(2);
    const seen = new Set([...page1.channels, ...page2.channels].map((x: { id: string }) => x.id));
    expect(seen.size).toBe(INBOX_PAGE_SIZE + 2);
  });
});

describe('image attachments', () => {
  it('upload through a presigned URL, travel in a message, and download only with its signed link', async () => {
    const p = await createPatientUser(server, a.center.id);
    const ch = await openChannel(a.staff, p);
    const presignUrl = `/chat/channels/${ch}/attachments/presign?content_type=image/png&size=${PNG.length}`;
    // Members only; other centers do not see the channel.
    expect((await api('GET', presignUrl, a.owner)).statusCode).toBe(403);
    expect((await api('GET', presignUrl, b.owner)).statusCode).toBe(404);
    expect((await api('GET', presignUrl)).statusCode).toBe(401);
    const presigned = await api('GET', presignUrl, a.staff);
    expect(presigned.statusCode, presigned.body).toBe(200);
    const { url, key, headers } = presigned.json();
    expect(key).toMatch(new RegExp(`^${a.center.id}/chat/[0-9a-f-]{36}\\.png$`));

    // Not uploaded yet: refused, nothing stored.
    const before = await messageCount(ch);
    const early = await api('POST', `/chat/channels/${ch}/messages`, a.staff, {
      attachments: [{ key, name: 'scan.png' }],
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe(messages.chatAttachmentInvalid);
    expect(await messageCount(ch)).toBe(before);

    const put = await server.app.inject({ method: 'PUT', url: pathOf(url), headers, payload: PNG });
    expect(put.statusCode, put.body).toBe(200);
    const sent = await api('POST', `/chat/channels/${ch}/messages`, a.staff, {
      text: 'the scan',
      attachments: [{ key, name: 'scan.png' }],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const [attachment] = sent.json().message.attachments;
    expect(attachment).toMatchObject({ key, name: 'scan.png', type: 'image/png', size: PNG.length });
    expect(attachment.url).toMatch(/^\/chat\/files\//);

    // The patient reads the message and opens the image through its link.
    const listed = (await api('GET', `/chat/channels/${ch}/messages`, p)).json().messages.at(-1);
    const file = await server.app.inject({ method: 'GET', url: listed.attachments[0].url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);
    // Without the signature, or with a forged one, nothing.
    expect((await server.app.inject({ method: 'GET', url: `/chat/files/${key}` })).statusCode).toBe(403);
    const forged = listed.attachments[0].url.replace(/signature=[^&]+/, 'signature=AAAA');
    expect((await server.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
    // Event images are public; chat files are not served there.
    expect((await server.app.inject({ method: 'GET', url: `/uploads/${key}` })).statusCode).toBe(404);
  });
});
