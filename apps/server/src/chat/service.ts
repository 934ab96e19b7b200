import type { listChannelsQuery, listMessagesQuery, sendMessageBody } from '@portal/contracts';
import {
  CHAT_EVENTS,
  type ChatChannel,
  type ChatMessage,
  type ChatRole,
  messages as copy,
  type ImageContentType,
  type PresignedUpload,
  type UnreadCounts,
} from '@portal/contracts';
import type { z } from 'zod';
import { type Actor, audit } from '../audit/audit';
import { auditRead } from '../audit/group-commit';
import type { Db, Tx } from '../db/client';
import type { ChatAttachment as ChatAttachmentRow } from '../db/schema/index';
import { forbidden, notFound, unprocessable } from '../http/errors';
import { eventsOf } from '../infra/events/events';
import { centerRoom, type Realtime, userRoom } from '../infra/realtime/realtime';
import { adoptionMessages, adoptUploadedImage, newKey, parseKey, type Storage } from '../infra/storage/index';
import { type Presenter, roleOfRow } from './present';
import type { ChannelRow, ChatUserRow, MessageRow } from './repository';
import * as repo from './repository';

/** Who asks: from an API token (CurrentUser) or a socket's chat token. */
export interface Viewer {
  userId: string;
  centerId: string;
  role: ChatRole;
}

/** Chat moderators: owners and support (decisions.md §3). */
export const isModerator = (v: Viewer) => v.role === 'owner' || v.role === 'support';

export const channelRoom = (channelId: string) => `chat:${channelId}`;

type ChannelType = ChannelRow['type'];

/**
 * The type of a conversation follows from who is in it: a patient with an expert or support is a
 * 'support' conversation; everything else (a patient with staff, staff with an expert or support)
 * is the main 'messaging' type. Pairs that make no sense for a center are refused.
 */
export function channelTypeFor(a: ChatRole, b: ChatRole): ChannelType | null {
  const roles = new Set([a, b]);
  const platform = roles.has('expert') || roles.has('support');
  const staff = roles.has('owner') || roles.has('staff');
  if (roles.has('patient') && roles.size === 2) return platform ? 'support' : 'messaging';
  if (staff && platform) return 'messaging';
  return null;
}

/** Who may see a channel (spec §6): moderators all of their center; others their own, staff only the main type. */
export function mayView(v: Viewer, channel: ChannelRow): boolean {
  if (channel.treatmentCenterId !== v.centerId) return false;
  if (isModerator(v)) return true;
  const member = channel.memberLow === v.userId || channel.memberHigh === v.userId;
  return member && (v.role !== 'staff' || channel.type === 'messaging');
}

const isMember = (v: Viewer, channel: ChannelRow) =>
  channel.memberLow === v.userId || channel.memberHigh === v.userId;

export interface ChatServiceDeps {
  db: Db;
  realtime: Realtime;
  present: Presenter;
  /** Subjects of the fixed support and expert identities (decisions.md §3). */
  platformSubjects: readonly string[];
  storage: Storage;
}

export function createChatService({ db, realtime, present, platformSubjects, storage }: ChatServiceDeps) {
  async function visibleChannel(tx: Tx, v: Viewer, id: string): Promise<ChannelRow> {
    const channel = await repo.findChannel(tx, v.centerId, id);
    if (!channel || !mayView(v, channel)) throw notFound();
    return channel;
  }

  async function userMap(tx: Tx, ids: string[]): Promise<Map<string, ChatUserRow>> {
    return new Map((await repo.findUsers(tx, ids)).map((u) => [u.id, u]));
  }

  async function channelViews(tx: Tx, v: Viewer, rows: ChannelRow[]): Promise<ChatChannel[]> {
    const ids = rows.map((r) => r.id);
    const [lasts, unread] = await Promise.all([
      repo.lastMessages(tx, ids),
      repo.unreadByChannel(tx, v.centerId, v.userId, ids),
    ]);
    const lastBy = new Map(lasts.map((m) => [m.channelId, m]));
    const users = await userMap(tx, [
      ...rows.flatMap((r) => [r.memberLow, r.memberHigh]),
      ...lasts.map((m) => m.userId),
    ]);
    return rows.map((row) => {
      const last = lastBy.get(row.id);
      return present.channel(row, {
        users,
        ...(last ? { last } : {}),
        unread: unread.get(row.id) ?? 0,
        viewerId: v.userId,
      });
    });
  }

  async function messageViews(tx: Tx, rows: MessageRow[]): Promise<ChatMessage[]> {
    const users = await userMap(
      tx,
      rows.map((m) => m.userId),
    );
    return rows.map((m) => present.message(m, users));
  }

  async function counts(tx: Tx, v: Viewer): Promise<UnreadCounts> {
    const byChannel = await repo.unreadByChannel(tx, v.centerId, v.userId);
    const channels = [...byChannel].map(([channel_id, unread_count]) => ({ channel_id, unread_count }));
    return {
      total_unread_count: channels.reduce((sum, c) => sum + c.unread_count, 0),
      unread_channels: channels.length,
      channels,
    };
  }

  /** Everyone who may see a channel: its two members, the center's moderators, its watchers. */
  const audience = (channel: ChannelRow) => [
    userRoom(channel.memberLow),
    userRoom(channel.memberHigh),
    centerRoom(channel.treatmentCenterId, 'moderator'),
    channelRoom(channel.id),
  ];

  /** Each member's own unread counts, after a change; a failure here never fails the request. */
  async function pushUnread(channel: ChannelRow): Promise<void> {
    for (const userId of [channel.memberLow, channel.memberHigh]) {
      const v: Viewer = { userId, centerId: channel.treatmentCenterId, role: 'patient' };
      realtime.emitToUser(userId, CHAT_EVENTS.unreadChanged, await counts(db, v));
    }
  }
  /**
   * Attachments must be chat images of the viewer's center that were really uploaded and decode as
   * the image their key names; what is stored is the re-encoded image (adoptUploadedImage: no EXIF
   * position of a patient's photo), and its type and size are that, not what the client claims.
   */
  async function storedAttachments(
    v: Viewer,
    input: { key: string; name: string }[],
  ): Promise<ChatAttachmentRow[]> {
    const invalid = () =>
      unprocessable(copy.chatAttachmentInvalid, [
        { field: 'attachments', message: copy.chatAttachmentInvalid },
      ]);
    const out: ChatAttachmentRow[] = [];
    for (const a of input) {
      const parsed = parseKey(a.key);
      if (parsed?.purpose !== 'chat' || parsed.centerId !== v.centerId) throw invalid();
      const stored = await adoptUploadedImage(storage, a.key);
      if (stored === 'missing') throw invalid();
      if (typeof stored !== 'object') {
        const message = adoptionMessages[stored];
        throw unprocessable(message, [{ field: 'attachments', message }]);
      }
      out.push({ key: a.key, name: a.name, type: parsed.contentType, size: stored.size });
    }
    return out;
  }

  const afterCommit = (work: () => Promise<void> | void) => {
    Promise.resolve()
      .then(work)
      .catch(() => undefined);
  };

  return {
    counts: (v: Viewer) => counts(db, v),

    async listChannels(v: Viewer, actor: Actor, query: z.infer<typeof listChannelsQuery>) {
      let withUser: string | undefined;
      if (query.member_id) {
        const target = await repo.findCenterUserByChatId(db, v.centerId, query.member_id, platformSubjects);
        if (!target) return { channels: [], total: 0 };
        withUser = target.id;
      }
      const moderator = isModerator(v);
      let types: ChannelType[] | undefined = query.type ? [query.type] : undefined;
      // Staff who are not moderators see only the main type (spec §6).
      if (!moderator && v.role === 'staff') types = (types ?? ['messaging']).filter((t) => t === 'messaging');
      const filter: repo.ChannelFilter = {
        centerId: v.centerId,
        ...(moderator ? {} : { memberOf: v.userId }),
        ...(types ? { types } : {}),
        ...(withUser ? { withUser } : {}),
      };
      if (filter.types?.length === 0) return { channels: [], total: 0 };
      const { rows, total } = await repo.listChannels(db, filter, query);
      await auditRead(db, actor, {
        action: 'chat.channel.list',
        resourceType: 'chat_channel',
        outcome: 'success',
        detail: { count: rows.length, offset: query.offset, ...(withUser ? { with_user: withUser } : {}) },
      });
      return { channels: await channelViews(db, v, rows), total };
    },

    async getOrCreateChannel(v: Viewer, actor: Actor, memberId: string) {
      const result = await db.transaction(async (tx) => {
        const target = await repo.findCenterUserByChatId(tx, v.centerId, memberId, platformSubjects);
        if (!target) throw notFound();
        if (target.id === v.userId) throw unprocessable(copy.chatCannotChatWith);
        const type = channelTypeFor(v.role, roleOfRow(target));
        if (!type) throw unprocessable(copy.chatCannotChatWith);
        const existing = await repo.listChannels(
          tx,
          { centerId: v.centerId, memberOf: v.userId, withUser: target.id },
          { limit: 1, offset: 0 },
        );
        const found = existing.rows[0];
        if (found) {
          if (!mayView(v, found)) throw notFound();
          await audit(tx, actor, {
            action: 'chat.channel.open',
            resourceType: 'chat_channel',
            resourceId: found.id,
            outcome: 'success',
          });
          return { row: found, created: false };
        }
        // A moderator who is not in the staff member list (support) cannot start conversations (spec §4, §6).
        if (v.role === 'support') throw forbidden(copy.chatNotInStaffList);
        const { channel, created } = await repo.getOrCreateChannel(tx, {
          centerId: v.centerId,
          type,
          memberIds: [v.userId, target.id],
          createdBy: v.userId,
        });
        if (created) {
          await audit(tx, actor, {
            action: 'chat.channel.create',
            resourceType: 'chat_channel',
            resourceId: channel.id,
            outcome: 'success',
            detail: { type },
          });
        }
        return { row: channel, created };
      });
      const [channel] = await channelViews(db, v, [result.row]);
      if (!channel) throw new Error('channel view missing');
      if (result.created) {
        realtime.emitToRoom(audience(result.row), CHAT_EVENTS.channelAdded, {
          channel_id: result.row.id,
          last_message_at: null,
        });
      }
      return { channel, created: result.created };
    },

    async getChannel(v: Viewer, actor: Actor, id: string) {
      const row = await visibleChannel(db, v, id);
      const [channel] = await channelViews(db, v, [row]);
      if (!channel) throw new Error('channel view missing');
      await auditRead(db, actor, {
        action: 'chat.channel.read',
        resourceType: 'chat_channel',
        resourceId: id,
        outcome: 'success',
      });
      return { channel };
    },

    /** Whether a socket of this viewer may watch the channel (typing events). */
    async mayWatch(v: Viewer, id: string): Promise<boolean> {
      const channel = await repo.findChannel(db, v.centerId, id);
      return !!channel && mayView(v, channel);
    },

    async deleteChannel(v: Viewer, actor: Actor, id: string) {
      const row = await db.transaction(async (tx) => {
        const channel = await visibleChannel(tx, v, id);
        if (!isModerator(v)) throw forbidden();
        await repo.deleteChannel(tx, v.centerId, id);
        await audit(tx, actor, {
          action: 'chat.channel.delete',
          resourceType: 'chat_channel',
          resourceId: id,
          outcome: 'success',
        });
        return channel;
      });
      realtime.emitToRoom(audience(row), CHAT_EVENTS.channelDeleted, { channel_id: id });
      realtime.io.in(channelRoom(id)).socketsLeave(channelRoom(id));
      afterCommit(() => pushUnread(row));
    },

    /** An upload URL for one image to send in a conversation the viewer is a member of. */
    async presignAttachment(
      v: Viewer,
      actor: Actor,
      channelId: string,
      query: { content_type: ImageContentType; size: number },
    ): Promise<PresignedUpload> {
      const channel = await visibleChannel(db, v, channelId);
      if (!isMember(v, channel)) throw forbidden(copy.chatNotMember);
      const key = newKey(v.centerId, 'chat', query.content_type);
      const put = await storage.presignPut({ key, contentType: query.content_type, size: query.size });
      await audit(db, actor, {
        action: 'upload.presign',
        resourceType: 'upload',
        resourceId: key,
        outcome: 'success',
        detail: {
          purpose: 'chat',
          channel_id: channel.id,
          contentType: query.content_type,
          size: query.size,
        },
      });
      return {
        url: put.url,
        key: put.key,
        public_url: put.publicUrl,
        headers: put.headers,
        expires_at: put.expiresAt.toISOString(),
      };
    },

    async listMessages(v: Viewer, actor: Actor, id: string, query: z.infer<typeof listMessagesQuery>) {
      const channel = await visibleChannel(db, v, id);
      const seqOf = async (messageId: string | undefined) => {
        if (!messageId) return undefined;
        const m = await repo.findMessage(db, v.centerId, messageId);
        if (!m || m.channelId !== channel.id) throw notFound();
        return m.seq;
      };
      const beforeSeq = await seqOf(query.before);
      const afterSeq = await seqOf(query.after);
      const { rows, hasMore } = await repo.listMessages(db, channel.id, {
        limit: query.limit,
        ...(beforeSeq !== undefined ? { beforeSeq } : {}),
        ...(afterSeq !== undefined ? { afterSeq } : {}),
      });
      await auditRead(db, actor, {
        action: 'chat.message.list',
        resourceType: 'chat_channel',
        resourceId: channel.id,
        outcome: 'success',
        detail: { count: rows.length, member: isMember(v, channel) },
      });
      return { messages: await messageViews(db, rows), has_more: hasMore };
    },

    async listReplies(v: Viewer, actor: Actor, messageId: string) {
      const parent = await repo.findMessage(db, v.centerId, messageId);
      if (!parent) throw notFound();
      await visibleChannel(db, v, parent.channelId);
      const rows = await repo.listReplies(db, parent.id);
      await auditRead(db, actor, {
        action: 'chat.message.list',
        resourceType: 'chat_message',
        resourceId: parent.id,
        outcome: 'success',
        detail: { count: rows.length, thread: true },
      });
      return { messages: await messageViews(db, rows) };
    },

    async sendMessage(v: Viewer, actor: Actor, channelId: string, body: z.infer<typeof sendMessageBody>) {
      const attachments = await storedAttachments(v, body.attachments);
      const result = await db.transaction(async (tx) => {
        const channel = await visibleChannel(tx, v, channelId);
        if (!isMember(v, channel)) throw forbidden(copy.chatNotMember);
        let parent: MessageRow | undefined;
        if (body.parent_id) {
          parent = await repo.findMessage(tx, v.centerId, body.parent_id);
          if (!parent || parent.channelId !== channel.id) throw notFound();
          if (parent.parentId)
            throw unprocessable(copy.chatReplyToReply, [
              { field: 'parent_id', message: copy.chatReplyToReply },
            ]);
          if (parent.status === 'deleted') throw unprocessable(copy.chatMessageDeleted);
        }
        const message = await repo.insertMessage(tx, {
          centerId: v.centerId,
          channelId: channel.id,
          userId: v.userId,
          parentId: parent?.id ?? null,
          text: body.text,
          attachments,
        });
        const updatedParent = parent ? await repo.adjustReplyCount(tx, parent.id, 1) : undefined;
        await repo.touchChannel(tx, channel.id, message.createdAt);
        // Writing in a conversation reads it.
        await repo.setReadSeq(tx, channel.id, v.userId, message.seq);
        await audit(tx, actor, {
          action: 'chat.message.create',
          resourceType: 'chat_message',
          resourceId: message.id,
          outcome: 'success',
          detail: { channel_id: channel.id, attachments: body.attachments.length, thread: !!parent },
        });
        const [view, parentView] = await messageViews(
          tx,
          updatedParent ? [message, updatedParent] : [message],
        );
        return { channel, view: view as ChatMessage, parentView };
      });
      const lastMessageAt = result.view.created_at;
      realtime.emitToRoom(audience(result.channel), CHAT_EVENTS.messageNew, {
        channel_id: channelId,
        message: result.view,
        last_message_at: lastMessageAt,
      });
      if (result.parentView) {
        realtime.emitToRoom(audience(result.channel), CHAT_EVENTS.messageUpdated, {
          channel_id: channelId,
          message: result.parentView,
          last_message_at: lastMessageAt,
        });
      }
      afterCommit(() => pushUnread(result.channel));
      // Web Push to the other member's devices (modules/push), never delaying the answer.
      void eventsOf(db).emit('chat.message.sent', {
        centerId: result.channel.treatmentCenterId,
        channelId: result.channel.id,
        senderUserId: v.userId,
        memberUserIds: [result.channel.memberLow, result.channel.memberHigh],
      });
      return { message: result.view };
    },

    async updateMessage(v: Viewer, actor: Actor, messageId: string, text: string) {
      const result = await db.transaction(async (tx) => {
        const message = await repo.findMessage(tx, v.centerId, messageId);
        if (!message) throw notFound();
        const channel = await visibleChannel(tx, v, message.channelId);
        if (message.userId !== v.userId) throw forbidden(copy.chatOwnMessagesOnly);
        if (message.status === 'deleted') throw unprocessable(copy.chatMessageDeleted);
        const updated = await repo.updateMessageText(tx, message.id, text);
        await audit(tx, actor, {
          action: 'chat.message.update',
          resourceType: 'chat_message',
          resourceId: message.id,
          outcome: 'success',
        });
        const [view] = await messageViews(tx, [updated]);
        return { channel, view: view as ChatMessage };
      });
      realtime.emitToRoom(audience(result.channel), CHAT_EVENTS.messageUpdated, {
        channel_id: result.channel.id,
        message: result.view,
        last_message_at: result.channel.lastMessageAt?.toISOString() ?? null,
      });
      return { message: result.view };
    },

    async deleteMessage(v: Viewer, actor: Actor, messageId: string) {
      const result = await db.transaction(async (tx) => {
        const message = await repo.findMessage(tx, v.centerId, messageId);
        if (!message) throw notFound();
        const channel = await visibleChannel(tx, v, message.channelId);
        if (message.userId !== v.userId && !isModerator(v)) throw forbidden(copy.chatOwnMessagesOnly);
        if (message.status === 'deleted') return null;
        const deleted = await repo.markMessageDeleted(tx, message.id);
        const parent = message.parentId ? await repo.adjustReplyCount(tx, message.parentId, -1) : undefined;
        await audit(tx, actor, {
          action: 'chat.message.delete',
          resourceType: 'chat_message',
          resourceId: message.id,
          outcome: 'success',
          detail: { own: message.userId === v.userId },
        });
        const [view, parentView] = await messageViews(tx, parent ? [deleted, parent] : [deleted]);
        return { channel, view: view as ChatMessage, parentView };
      });
      if (!result) return;
      const base = {
        channel_id: result.channel.id,
        last_message_at: result.channel.lastMessageAt?.toISOString() ?? null,
      };
      realtime.emitToRoom(audience(result.channel), CHAT_EVENTS.messageDeleted, {
        ...base,
        message: result.view,
      });
      if (result.parentView) {
        realtime.emitToRoom(audience(result.channel), CHAT_EVENTS.messageUpdated, {
          ...base,
          message: result.parentView,
        });
      }
      afterCommit(() => pushUnread(result.channel));
    },

    async markRead(v: Viewer, channelId: string): Promise<UnreadCounts> {
      const channel = await visibleChannel(db, v, channelId);
      if (isMember(v, channel)) {
        await repo.setReadSeq(db, channel.id, v.userId, await repo.maxSeq(db, channel.id));
      }
      const result = await counts(db, v);
      realtime.emitToUser(v.userId, CHAT_EVENTS.unreadChanged, result);
      return result;
    },

    async markUnread(v: Viewer, channelId: string, messageId: string): Promise<UnreadCounts> {
      const channel = await visibleChannel(db, v, channelId);
      if (!isMember(v, channel)) throw forbidden(copy.chatNotMember);
      const message = await repo.findMessage(db, v.centerId, messageId);
      if (!message || message.channelId !== channel.id) throw notFound();
      await repo.setReadSeq(db, channel.id, v.userId, message.seq - 1);
      const result = await counts(db, v);
      realtime.emitToUser(v.userId, CHAT_EVENTS.unreadChanged, result);
      return result;
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
