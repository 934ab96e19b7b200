import { and, count, desc, eq, gt, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import {
  type ChatAttachment,
  chatChannels,
  chatMembers,
  chatMessages,
  treatmentCenters,
  users,
} from '../db/schema/index';

export type ChannelRow = typeof chatChannels.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
export type MemberRow = typeof chatMembers.$inferSelect;

const userColumns = {
  id: users.id,
  subject: users.subject,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  isOwner: users.isOwner,
  isSupport: users.isSupport,
  isExpert: users.isExpert,
  isPatient: users.isPatient,
  active: users.active,
  centerName: treatmentCenters.name,
};
export type ChatUserRow = {
  id: string;
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
  isOwner: boolean;
  isSupport: boolean;
  isExpert: boolean;
  isPatient: boolean;
  active: boolean;
  centerName: string | null;
};

/**
 * An active user of the center by chat id (the subject in underscore form). The fixed platform
 * identities (support, expert) belong to no center and are reachable from every center.
 */
export async function findCenterUserByChatId(
  tx: Tx,
  centerId: string,
  chatId: string,
  platformSubjects: readonly string[] = [],
): Promise<ChatUserRow | undefined> {
  const [row] = await tx
    .select(userColumns)
    .from(users)
    .leftJoin(treatmentCenters, eq(treatmentCenters.id, users.treatmentCenterId))
    .where(
      and(
        platformSubjects.length
          ? or(eq(users.treatmentCenterId, centerId), inArray(users.subject, [...platformSubjects]))
          : eq(users.treatmentCenterId, centerId),
        eq(users.active, true),
        sql`translate(${users.subject}, '|:', '__') = ${chatId}`,
      ),
    )
    .limit(1);
  return row;
}

export async function findUsers(tx: Tx, ids: readonly string[]): Promise<ChatUserRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select(userColumns)
    .from(users)
    .leftJoin(treatmentCenters, eq(treatmentCenters.id, users.treatmentCenterId))
    .where(inArray(users.id, [...new Set(ids)]));
}

/**
 * The channel of a member pair, created with both members when missing. The unique key on
 * (center, member_low, member_high) and ON CONFLICT DO NOTHING make concurrent calls meet on one
 * row: the loser waits for the winner's commit, inserts nothing and reads the winner's channel.
 */
export async function getOrCreateChannel(
  tx: Tx,
  values: { centerId: string; type: ChannelRow['type']; memberIds: [string, string]; createdBy: string },
): Promise<{ channel: ChannelRow; created: boolean }> {
  const [memberLow, memberHigh] = [...values.memberIds].sort() as [string, string];
  const [inserted] = await tx
    .insert(chatChannels)
    .values({
      treatmentCenterId: values.centerId,
      type: values.type,
      memberLow,
      memberHigh,
      createdBy: values.createdBy,
    })
    .onConflictDoNothing({
      target: [chatChannels.treatmentCenterId, chatChannels.memberLow, chatChannels.memberHigh],
    })
    .returning();
  if (inserted) {
    await tx.insert(chatMembers).values(
      [memberLow, memberHigh].map((userId) => ({
        channelId: inserted.id,
        userId,
        treatmentCenterId: values.centerId,
      })),
    );
    return { channel: inserted, created: true };
  }
  const [existing] = await tx
    .select()
    .from(chatChannels)
    .where(
      and(
        eq(chatChannels.treatmentCenterId, values.centerId),
        eq(chatChannels.memberLow, memberLow),
        eq(chatChannels.memberHigh, memberHigh),
      ),
    );
  if (!existing) throw new Error('channel neither inserted nor found');
  return { channel: existing, created: false };
}

export async function findChannel(tx: Tx, centerId: string, id: string): Promise<ChannelRow | undefined> {
  const [row] = await tx
    .select()
    .from(chatChannels)
    .where(and(eq(chatChannels.id, id), eq(chatChannels.treatmentCenterId, centerId)));
  return row;
}

export interface ChannelFilter {
  centerId: string;
  /** Only channels this user is a member of (non-moderators). */
  memberOf?: string;
  types?: readonly ChannelRow['type'][];
  /** Only channels with this user in them (a moderator's history with one patient). */
  withUser?: string;
}

function channelWhere(f: ChannelFilter): SQL | undefined {
  const member = (userId: string) =>
    or(eq(chatChannels.memberLow, userId), eq(chatChannels.memberHigh, userId));
  return and(
    eq(chatChannels.treatmentCenterId, f.centerId),
    f.memberOf ? member(f.memberOf) : undefined,
    f.withUser ? member(f.withUser) : undefined,
    f.types ? inArray(chatChannels.type, [...f.types]) : undefined,
  );
}

export async function listChannels(
  tx: Tx,
  filter: ChannelFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: ChannelRow[]; total: number }> {
  const where = channelWhere(filter);
  const rows = await tx
    .select()
    .from(chatChannels)
    .where(where)
    .orderBy(
      sql`${chatChannels.lastMessageAt} desc nulls last`,
      desc(chatChannels.createdAt),
      desc(chatChannels.id),
    )
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await tx.select({ n: count() }).from(chatChannels).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The newest top-level message of each channel. */
export async function lastMessages(tx: Tx, channelIds: readonly string[]): Promise<MessageRow[]> {
  if (channelIds.length === 0) return [];
  return tx
    .selectDistinctOn([chatMessages.channelId])
    .from(chatMessages)
    .where(and(inArray(chatMessages.channelId, [...channelIds]), isNull(chatMessages.parentId)))
    .orderBy(chatMessages.channelId, desc(chatMessages.seq));
}

/**
 * Unread messages per channel for one member: messages of others (thread replies included),
 * not deleted, after the member's read mark. Channels without unread messages are absent.
 */
export async function unreadByChannel(
  tx: Tx,
  centerId: string,
  userId: string,
  channelIds?: readonly string[],
): Promise<Map<string, number>> {
  if (channelIds && channelIds.length === 0) return new Map();
  const rows = await tx
    .select({ channelId: chatMembers.channelId, n: count(chatMessages.id) })
    .from(chatMembers)
    .innerJoin(
      chatMessages,
      and(
        eq(chatMessages.channelId, chatMembers.channelId),
        gt(chatMessages.seq, chatMembers.lastReadSeq),
        ne(chatMessages.userId, chatMembers.userId),
        eq(chatMessages.status, 'sent'),
      ),
    )
    .where(
      and(
        eq(chatMembers.userId, userId),
        eq(chatMembers.treatmentCenterId, centerId),
        channelIds ? inArray(chatMembers.channelId, [...channelIds]) : undefined,
      ),
    )
    .groupBy(chatMembers.channelId);
  return new Map(rows.map((r) => [r.channelId, Number(r.n)]));
}

export async function findMember(tx: Tx, channelId: string, userId: string): Promise<MemberRow | undefined> {
  const [row] = await tx
    .select()
    .from(chatMembers)
    .where(and(eq(chatMembers.channelId, channelId), eq(chatMembers.userId, userId)));
  return row;
}

export async function insertMessage(
  tx: Tx,
  values: {
    centerId: string;
    channelId: string;
    userId: string;
    parentId: string | null;
    text: string;
    attachments: ChatAttachment[];
  },
): Promise<MessageRow> {
  const [row] = await tx
    .insert(chatMessages)
    .values({
      treatmentCenterId: values.centerId,
      channelId: values.channelId,
      userId: values.userId,
      parentId: values.parentId,
      text: values.text,
      attachments: values.attachments,
    })
    .returning();
  if (!row) throw new Error('message insert returned nothing');
  return row;
}

export async function findMessage(tx: Tx, centerId: string, id: string): Promise<MessageRow | undefined> {
  const [row] = await tx
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.id, id), eq(chatMessages.treatmentCenterId, centerId)));
  return row;
}

/** Top-level messages, oldest first: the newest `limit`, or those before/after a seq. */
export async function listMessages(
  tx: Tx,
  channelId: string,
  opts: { limit: number; beforeSeq?: number; afterSeq?: number },
): Promise<{ rows: MessageRow[]; hasMore: boolean }> {
  const where = and(
    eq(chatMessages.channelId, channelId),
    isNull(chatMessages.parentId),
    opts.beforeSeq !== undefined ? lt(chatMessages.seq, opts.beforeSeq) : undefined,
    opts.afterSeq !== undefined ? gt(chatMessages.seq, opts.afterSeq) : undefined,
  );
  const rows = await tx
    .select()
    .from(chatMessages)
    .where(where)
    .orderBy(opts.afterSeq !== undefined ? chatMessages.seq : desc(chatMessages.seq))
    .limit(opts.limit + 1);
  const hasMore = rows.length > opts.limit;
  const page = rows.slice(0, opts.limit);
  if (opts.afterSeq === undefined) page.reverse();
  return { rows: page, hasMore };
}

export async function listReplies(tx: Tx, parentId: string): Promise<MessageRow[]> {
  return tx
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.parentId, parentId))
    .orderBy(chatMessages.seq)
    .limit(500);
}

export async function updateMessageText(tx: Tx, id: string, text: string): Promise<MessageRow> {
  const [row] = await tx
    .update(chatMessages)
    .set({ text, editedAt: sql`now()` })
    .where(eq(chatMessages.id, id))
    .returning();
  if (!row) throw new Error('message vanished');
  return row;
}

/** A deleted message keeps its place (threads hang on it), not its content. */
export async function markMessageDeleted(tx: Tx, id: string): Promise<MessageRow> {
  const [row] = await tx
    .update(chatMessages)
    .set({ status: 'deleted', text: '', attachments: [], deletedAt: sql`now()` })
    .where(eq(chatMessages.id, id))
    .returning();
  if (!row) throw new Error('message vanished');
  return row;
}

export async function adjustReplyCount(
  tx: Tx,
  parentId: string,
  delta: 1 | -1,
): Promise<MessageRow | undefined> {
  const [row] = await tx
    .update(chatMessages)
    .set({ replyCount: sql`greatest(${chatMessages.replyCount} + ${delta}, 0)` })
    .where(eq(chatMessages.id, parentId))
    .returning();
  return row;
}

export async function touchChannel(tx: Tx, channelId: string, at: Date): Promise<void> {
  await tx.update(chatChannels).set({ lastMessageAt: at }).where(eq(chatChannels.id, channelId));
}

export async function maxSeq(tx: Tx, channelId: string): Promise<number> {
  const [row] = await tx
    .select({ seq: sql<string | number | null>`max(${chatMessages.seq})` })
    .from(chatMessages)
    .where(eq(chatMessages.channelId, channelId));
  return Number(row?.seq ?? 0);
}

export async function setReadSeq(tx: Tx, channelId: string, userId: string, seq: number): Promise<void> {
  await tx
    .update(chatMembers)
    .set({ lastReadSeq: seq, lastReadAt: sql`now()` })
    .where(and(eq(chatMembers.channelId, channelId), eq(chatMembers.userId, userId)));
}

export async function deleteChannel(tx: Tx, centerId: string, id: string): Promise<void> {
  await tx
    .delete(chatChannels)
    .where(and(eq(chatChannels.id, id), eq(chatChannels.treatmentCenterId, centerId)));
}

/** Whether a user still exists and is active (a disabled account loses its sockets too). */
export async function isActiveUser(tx: Tx, id: string): Promise<boolean> {
  const [row] = await tx.select({ active: users.active }).from(users).where(eq(users.id, id));
  return !!row?.active;
}

/** Which of these users are still active. */
export async function activeUserIds(tx: Tx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), eq(users.active, true)));
  return new Set(rows.map((r) => r.id));
}
