import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { treatmentCenters, users } from './core';

/** A file sent in a chat message: a key of the storage adapter, never a URL (URLs expire). */
export interface ChatAttachment {
  key: string;
  name: string;
  type: string;
  size: number;
}

/**
 * A 1:1 conversation of one center. `member_low`/`member_high` are the two members' user ids in
 * sorted order; their unique key makes get-or-create safe under concurrent requests.
 */
export const chatChannels = pgTable(
  'chat_channels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    treatmentCenterId: uuid('treatment_center_id')
      .notNull()
      .references(() => treatmentCenters.id, { onDelete: 'cascade' }),
    /** 'messaging': staff with a patient; 'support': an expert or support with a patient. */
    type: text('type').notNull(),
    memberLow: uuid('member_low')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberHigh: uuid('member_high')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  },
  (t) => [
    check('chat_channels_type_check', sql`${t.type} in ('messaging', 'support')`),
    check('chat_channels_members_sorted', sql`${t.memberLow} < ${t.memberHigh}`),
    uniqueIndex('chat_channels_pair_key').on(t.treatmentCenterId, t.memberLow, t.memberHigh),
    index('chat_channels_center_last_idx').on(t.treatmentCenterId, t.lastMessageAt),
  ],
);

/** A member of a channel and their read state (messages up to `last_read_seq` are read). */
export const chatMembers = pgTable(
  'chat_members',
  {
    channelId: uuid('channel_id')
      .notNull()
      .references(() => chatChannels.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    treatmentCenterId: uuid('treatment_center_id')
      .notNull()
      .references(() => treatmentCenters.id, { onDelete: 'cascade' }),
    lastReadSeq: bigint('last_read_seq', { mode: 'number' }).notNull().default(0),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.userId] }), index('chat_members_user_idx').on(t.userId)],
);

/** A message or a thread reply (`parent_id`). `seq` orders messages and marks read state. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => chatChannels.id, { onDelete: 'cascade' }),
    treatmentCenterId: uuid('treatment_center_id')
      .notNull()
      .references(() => treatmentCenters.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => chatMessages.id, { onDelete: 'cascade' }),
    text: text('text').notNull().default(''),
    attachments: jsonb('attachments').$type<ChatAttachment[]>().notNull().default([]),
    /** 'sent' or 'deleted' (a deleted message keeps its place in the thread, not its content). */
    status: text('status').notNull().default('sent'),
    replyCount: integer('reply_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    check('chat_messages_status_check', sql`${t.status} in ('sent', 'deleted')`),
    uniqueIndex('chat_messages_seq_key').on(t.seq),
    index('chat_messages_channel_seq_idx').on(t.channelId, t.seq),
    index('chat_messages_parent_seq_idx').on(t.parentId, t.seq),
  ],
);
