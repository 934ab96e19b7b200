import { useParams } from 'react-router';
import { ChatBar, chatViewerOf, MessagesPage } from '../features/chat';
import { useAuth } from './auth/auth-context';

/** /chats and /chats/:id for the signed-in user. */
export function ChatScreen() {
  const { user } = useAuth();
  const params = useParams();
  if (!user) return null;
  return <MessagesPage viewer={chatViewerOf(user)} channelId={params['*'] || undefined} />;
}

/** The chat bar slot: only for users with a center (the chat is per center). */
export function ChatBarSlot() {
  const { user } = useAuth();
  if (!user?.treatment_center_id) return null;
  return <ChatBar />;
}
