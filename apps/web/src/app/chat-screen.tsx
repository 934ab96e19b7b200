import { useParams } from 'react-router';
import { chatViewerOf, MessagesPage } from '../features/chat';
import { useAuth } from './auth/auth-context';

/** /chats and /chats/:id for the signed-in user. */
export function ChatScreen() {
  const { user } = useAuth();
  const params = useParams();
  if (!user) return null;
  return <MessagesPage viewer={chatViewerOf(user)} channelId={params['*'] || undefined} />;
}
