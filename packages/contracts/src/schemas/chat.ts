import { z } from 'zod';
import { CHAT_CHANNEL_TYPES, CHAT_MESSAGE_MAX_CHARS, INBOX_PAGE_SIZE } from '../constants';
import { messages } from '../messages';
import { isoDateTime, uuid } from './common';

export const chatChannelType = z.enum(CHAT_CHANNEL_TYPES);
export type ChatChannelType = z.infer<typeof chatChannelType>;

export const chatRole = z.enum(['owner', 'staff', 'expert', 'support', 'patient']);
export type ChatRole = z.infer<typeof chatRole>;

/** A person in the chat. `id` is the subject in underscore form (spec §3); `user_id` our users row. */
export const chatUser = z.object({
  id: z.string(),
  user_id: z.uuid(),
  /** What to show: the fixed support and expert identities have fixed display names (spec §6). */
  name: z.string(),
  role: chatRole,
  /** "Support", "Expert", or the center's name for its staff; none for patients. */
  label: z.string().nullable(),
  is_support: z.boolean(),
  is_expert: z.boolean(),
});
export type ChatUser = z.infer<typeof chatUser>;

export const chatAttachment = z.object({
  key: z.string(),
  name: z.string(),
  type: z.string(),
  size: z.number().int(),
  /** A short-lived download URL; null when the storage cannot give one. */
  url: z.string().nullable(),
});
export type ChatAttachment = z.infer<typeof chatAttachment>;

export const chatMessage = z.object({
  id: z.uuid(),
  channel_id: z.uuid(),
  parent_id: z.uuid().nullable(),
  text: z.string(),
  attachments: z.array(chatAttachment),
  user: chatUser,
  status: z.enum(['sent', 'deleted']),
  reply_count: z.number().int(),
  created_at: isoDateTime,
  edited_at: isoDateTime.nullable(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const chatChannel = z.object({
  id: z.uuid(),
  type: chatChannelType,
  members: z.array(chatUser),
  created_at: isoDateTime,
  last_message_at: isoDateTime.nullable(),
  last_message: chatMessage.nullable(),
  /** Messages of others the caller has not read; 0 for a moderator who is not a member. */
  unread_count: z.number().int(),
  /** Only members write; moderators read every channel of their center. */
  is_member: z.boolean(),
});
export type ChatChannel = z.infer<typeof chatChannel>;

export const unreadCounts = z.object({
  total_unread_count: z.number().int(),
  unread_channels: z.number().int(),
  channels: z.array(z.object({ channel_id: z.uuid(), unread_count: z.number().int() })),
});
export type UnreadCounts = z.infer<typeof unreadCounts>;

export const listChannelsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(INBOX_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  type: chatChannelType.optional(),
  /** Only channels this person (chat id) is in: the moderators' "chat with a patient" history. */
  member_id: z.string().trim().min(1).max(200).optional(),
});

export const createChannelBody = z.object({
  /** The other member's chat id (a patient's `external_id`, or a staff member's id). */
  member_id: z
    .string({ message: messages.chatMemberRequired })
    .trim()
    .min(1, { message: messages.chatMemberRequired })
    .max(200),
});

export const channelParams = z.object({ id: uuid });
export const messageParams = z.object({ id: uuid });

export const listMessagesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  /** Older than this message (scrolling back). */
  before: uuid.optional(),
  /** Newer than this message (catching up after a reconnect). */
  after: uuid.optional(),
});

/** A file uploaded through the presign route; its type and size are read from the storage. */
const attachmentInput = z.object({
  key: z.string().trim().min(1).max(300),
  name: z.string().trim().min(1).max(200),
});

const messageText = z.string().trim().max(CHAT_MESSAGE_MAX_CHARS, { message: messages.chatMessageTooLong });

export const sendMessageBody = z
  .object({
    text: messageText.default(''),
    attachments: z.array(attachmentInput).max(10, { message: messages.chatTooManyAttachments }).default([]),
    /** Reply in the thread of this message. */
    parent_id: uuid.optional(),
  })
  .refine((b) => b.text.length > 0 || b.attachments.length > 0, {
    message: messages.chatMessageRequired,
    path: ['text'],
  });

export const updateMessageBody = z.object({
  text: messageText.pipe(z.string().min(1, { message: messages.chatMessageRequired })),
});

export const markUnreadBody = z.object({ message_id: uuid });

export const chatTokenResponse = z.object({
  data: z.object({ token: z.string(), expires_at: isoDateTime }),
});

export interface ChatMessageEvent {
  channel_id: string;
  message: ChatMessage;
  last_message_at: string | null;
}
export interface ChatChannelEvent {
  channel_id: string;
  last_message_at?: string | null;
}
export interface ChatTypingEvent {
  channel_id: string;
  user_id: string;
  typing: boolean;
}
