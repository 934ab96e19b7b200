import { Link } from 'wouter';
import { Empty, Query } from '../components/states';
import { useAuth } from '../lib/auth';
import { type ChatChannel, useChannels } from '../lib/data';
import { formatDateTime } from '../lib/format';

/** Whether a chat user is the signed-in patient (/v3/me's id is the chat id, the subject's underscore form). */
export const isMe = (u: { id: string; user_id: string }, myId: string | undefined) =>
  !!myId && (u.id === myId || u.user_id === myId);

/** The people of a conversation other than me. */
export function othersOf(channel: ChatChannel, myId: string | undefined): string {
  const names = channel.members
    .filter((m) => !isMe(m, myId))
    .map((m) => (m.label ? `${m.name} (${m.label})` : m.name));
  return names.join(', ') || 'Conversation';
}

/** The conversations the patient is in, newest first, with unread counts. */
export function Messages() {
  const channels = useChannels();
  const { me } = useAuth();
  return (
    <>
      <h1 tabIndex={-1}>Messages</h1>
      <Query q={channels}>
        {(list) =>
          list.length === 0 ? (
            <Empty>
              No conversations yet. When your center writes to you, the conversation appears here.
            </Empty>
          ) : (
            <ul className="list card">
              {list.map((c) => {
                const who = othersOf(c, me?.id);
                return (
                  <li key={c.id}>
                    <Link className="convo" to={`/messages/${c.id}`}>
                      <span className="avatar" aria-hidden="true">
                        {who.slice(0, 1).toUpperCase()}
                      </span>
                      <span style={{ flex: 1, minWidth: 0 }}>
                        <span className="row">
                          <strong className="ellipsis">{who}</strong>
                          {c.unread_count > 0 && (
                            <span className="badge">
                              {c.unread_count}
                              <span className="sr-only"> unread</span>
                            </span>
                          )}
                        </span>
                        <span className="muted ellipsis" style={{ display: 'block' }}>
                          {c.last_message
                            ? c.last_message.text || (c.last_message.attachments.length ? 'Image' : '')
                            : 'No messages yet'}
                        </span>
                        {c.last_message_at && (
                          <span className="muted" style={{ fontSize: '0.8rem' }}>
                            {formatDateTime(c.last_message_at)}
                          </span>
                        )}
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          )
        }
      </Query>
    </>
  );
}
