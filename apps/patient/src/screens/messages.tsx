import { Link } from 'wouter';
import { Empty, Query } from '../components/states';
import { useAuth } from '../lib/auth';
import { type ChatChannel, useChannels } from '../lib/data';
import { formatDateTime } from '../lib/format';
import { texts, useT } from '../lib/i18n';

/** Whether a chat user is the signed-in patient (/v3/me's id is the chat id, the subject's underscore form). */
export const isMe = (u: { id: string; user_id: string }, myId: string | undefined) =>
  !!myId && (u.id === myId || u.user_id === myId);

/** The people of a conversation other than me. */
export function othersOf(channel: ChatChannel, myId: string | undefined): string {
  const names = channel.members
    .filter((m) => !isMe(m, myId))
    .map((m) => (m.label ? `${m.name} (${m.label})` : m.name));
  return names.join(', ') || texts.current().t('messages.conversation');
}

/** The conversations the patient is in, newest first, with unread counts. */
export function Messages() {
  const channels = useChannels();
  const { me } = useAuth();
  const t = useT();
  return (
    <>
      <h1 tabIndex={-1}>{t('messages.title')}</h1>
      <Query q={channels}>
        {(list) =>
          list.length === 0 ? (
            <Empty>{t('messages.empty')}</Empty>
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
                              <span className="sr-only"> {t('messages.unread')}</span>
                            </span>
                          )}
                        </span>
                        <span className="muted ellipsis" style={{ display: 'block' }}>
                          {c.last_message
                            ? c.last_message.text ||
                              (c.last_message.attachments.length ? t('messages.image') : '')
                            : t('messages.noMessagesYet')}
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
