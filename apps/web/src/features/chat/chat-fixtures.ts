import type { ChatChannel, ChatMessage, ChatUser } from '@portal/contracts';

/** Shapes of the chat contract for component tests. */
export const person = (over: Partial<ChatUser> = {}): ChatUser => ({
  id: 'portal_staff',
  user_id: '0b9a3c1e-1111-4c4c-8888-000000000001',
  name: 'Sam Stone',
  role: 'staff',
  // text-check: not for people (a center's name, as the server sends it; test data)
  label: 'Sunrise Recovery Center',
  is_support: false,
  is_expert: false,
  ...over,
});

export const patient = person({
  id: 'portal_patient',
  user_id: '0b9a3c1e-1111-4c4c-8888-000000000002',
  name: 'Pat Doe',
  role: 'patient',
  label: null,
});

export const message = (over: Partial<ChatMessage> = {}): ChatMessage => ({
  id: '0b9a3c1e-2222-4c4c-8888-000000000001',
  channel_id: '0b9a3c1e-3333-4c4c-8888-000000000001',
  parent_id: null,
  text: 'Hello there',
  attachments: [],
  user: patient,
  status: 'sent',
  reply_count: 0,
  created_at: '2026-11-23T10:00:00.000Z',
  edited_at: null,
  ...over,
});

export const channel = (over: Partial<ChatChannel> = {}): ChatChannel => ({
  id: '0b9a3c1e-3333-4c4c-8888-000000000001',
  type: 'messaging',
  members: [person(), patient],
  created_at: '2026-11-23T09:00:00.000Z',
  last_message_at: '2026-11-23T10:00:00.000Z',
  last_message: message(),
  unread_count: 0,
  is_member: true,
  ...over,
});
