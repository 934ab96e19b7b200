import {
  type ChatChannel,
  type ChatMessage,
  type ChatRole,
  type ChatUser,
  EXPERT_DISPLAY_NAME,
  SUPPORT_DISPLAY_NAME,
} from '@portal/contracts';
import type { Config } from '../config';
import { toUserId } from '../identity/current-user';
import type { FileSigner } from './files';
import type { ChannelRow, ChatUserRow, MessageRow } from './repository';

export const roleOfRow = (
  u: Pick<ChatUserRow, 'isPatient' | 'isSupport' | 'isExpert' | 'isOwner'>,
): ChatRole =>
  u.isPatient ? 'patient' : u.isSupport ? 'support' : u.isExpert ? 'expert' : u.isOwner ? 'owner' : 'staff';

/** Turns database rows into the contract's shapes. Fixed identities get their display names (spec §6). */
export function createPresenter(
  config: Pick<Config, 'SUPPORT_USER_SUBJECT' | 'EXPERT_USER_SUBJECT'>,
  files: Pick<FileSigner, 'url'>,
) {
  function user(row: ChatUserRow): ChatUser {
    const role = roleOfRow(row);
    const fixedName =
      row.subject === config.SUPPORT_USER_SUBJECT
        ? SUPPORT_DISPLAY_NAME
        : row.subject === config.EXPERT_USER_SUBJECT
          ? EXPERT_DISPLAY_NAME
          : null;
    const label =
      role === 'support'
        ? 'Support'
        : role === 'expert'
          ? 'Expert'
          : role === 'patient'
            ? null
            : row.centerName;
    return {
      id: toUserId(row.subject),
      user_id: row.id,
      name: fixedName ?? (`${row.firstName} ${row.lastName}`.trim() || (row.email.split('@')[0] ?? '')),
      role,
      label,
      is_support: row.isSupport,
      is_expert: row.isExpert,
    };
  }

  function message(row: MessageRow, users: Map<string, ChatUserRow>): ChatMessage {
    const author = users.get(row.userId);
    if (!author) throw new Error(`author ${row.userId} not loaded`);
    return {
      id: row.id,
      channel_id: row.channelId,
      parent_id: row.parentId,
      text: row.text,
      // A signed, expiring link: only who was shown the message can open its files.
      attachments: row.attachments.map((a) => ({ ...a, url: files.url(a.key) })),
      user: user(author),
      status: row.status === 'deleted' ? 'deleted' : 'sent',
      reply_count: row.replyCount,
      created_at: row.createdAt.toISOString(),
      edited_at: row.editedAt?.toISOString() ?? null,
    };
  }

  function channel(
    row: ChannelRow,
    ctx: { users: Map<string, ChatUserRow>; last?: MessageRow; unread: number; viewerId: string },
  ): ChatChannel {
    const members = [row.memberLow, row.memberHigh].map((id) => {
      const u = ctx.users.get(id);
      if (!u) throw new Error(`member ${id} not loaded`);
      return user(u);
    });
    return {
      id: row.id,
      type: row.type === 'support' ? 'support' : 'messaging',
      members,
      created_at: row.createdAt.toISOString(),
      last_message_at: row.lastMessageAt?.toISOString() ?? null,
      last_message: ctx.last ? message(ctx.last, ctx.users) : null,
      unread_count: ctx.unread,
      is_member: row.memberLow === ctx.viewerId || row.memberHigh === ctx.viewerId,
    };
  }

  return { user, message, channel };
}
export type Presenter = ReturnType<typeof createPresenter>;
