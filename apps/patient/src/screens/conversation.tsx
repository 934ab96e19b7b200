import { type ChatMessageEvent, imageContentTypes, imageFileProblemKey } from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'wouter';
import { Icon } from '../components/icons';
import { Empty, Query } from '../components/states';
import { useAuth } from '../lib/auth';
import { type ChatChannel, type ChatMessage, keys, unreadKey, useMessages } from '../lib/data';
import { formatMessageTime } from '../lib/format';
import { api, errorText, isNotFound, retryUnlessNotFound } from '../lib/http';
import { useT } from '../lib/i18n';
import { linkify } from '../lib/linkify';
import { CHAT_EVENTS, useRealtimeEvent } from '../lib/realtime';
import { isMe, othersOf } from './messages';

/** One conversation: live both ways, newest message in view, read when seen, images attached. */
export function Conversation() {
  const { id = '' } = useParams();
  const t = useT();
  const { me } = useAuth();
  const client = useQueryClient();
  const channel = useQuery({
    queryKey: ['channel', id],
    queryFn: () => api<{ channel: ChatChannel }>('GET', `/chat/channels/${id}`).then((r) => r.channel),
    retry: retryUnlessNotFound,
  });
  const messages = useMessages(id);

  const markRead = () =>
    api('POST', `/chat/channels/${id}/read`).then(
      () => {
        void client.invalidateQueries({ queryKey: unreadKey });
        void client.invalidateQueries({ queryKey: keys.channels });
      },
      () => undefined,
    );

  // Opened: read. A message arriving while it is open: shown and read.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per conversation
  useEffect(() => {
    void markRead();
  }, [id]);
  useRealtimeEvent<ChatMessageEvent>(CHAT_EVENTS.messageNew, (e) => {
    if (e.channel_id !== id) return;
    void client.invalidateQueries({ queryKey: keys.messages(id) });
    if (document.visibilityState === 'visible') void markRead();
  });
  useRealtimeEvent<{ channel_id: string }>(CHAT_EVENTS.messageUpdated, (e) => {
    if (e.channel_id === id) void client.invalidateQueries({ queryKey: keys.messages(id) });
  });
  useRealtimeEvent<{ channel_id: string }>(CHAT_EVENTS.messageDeleted, (e) => {
    if (e.channel_id === id) void client.invalidateQueries({ queryKey: keys.messages(id) });
  });

  // Someone else's conversation (an old link, a changed address): nothing to retry and nothing to write.
  const notFound = isNotFound(channel.error) || isNotFound(messages.error);
  return (
    <>
      <p>
        <Link to="/messages">{t('conversation.all')}</Link>
      </p>
      {notFound ? (
        <>
          <h1 tabIndex={-1}>{t('conversation.notFoundTitle')}</h1>
          <p>{t('conversation.notFound')}</p>
        </>
      ) : (
        <>
          <h1 tabIndex={-1}>{channel.data ? othersOf(channel.data, me?.id) : t('messages.conversation')}</h1>
          <Query q={messages}>{(list) => <Thread list={list} myId={me?.id} />}</Query>
          {/* Once the conversation is known to be mine: never a composer in front of a refusal. */}
          {channel.data?.is_member && <Composer channelId={id} />}
        </>
      )}
    </>
  );
}

function Thread({ list, myId }: { list: ChatMessage[]; myId: string | undefined }) {
  const end = useRef<HTMLDivElement>(null);
  const last = list.at(-1)?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when the newest message changes
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [last]);
  const t = useT();
  const shown = list.filter((m) => m.status !== 'deleted' && !m.parent_id);
  if (shown.length === 0) return <Empty>{t('conversation.sayHello')}</Empty>;
  return (
    <section className="thread" aria-label={t('messages.title')} aria-live="polite">
      {shown.map((m) => {
        const mine = isMe(m.user, myId);
        return (
          <div key={m.id} className={mine ? 'bubble mine' : 'bubble'}>
            <span className="sr-only">{mine ? t('conversation.you') : m.user.name}: </span>
            {m.text && <span>{linkify(m.text)}</span>}
            {m.attachments.map((a) =>
              a.url && a.type.startsWith('image/') ? (
                <img key={a.key} src={a.url} alt={a.name} loading="lazy" />
              ) : (
                <span key={a.key}>{a.name}</span>
              ),
            )}
            <time dateTime={m.created_at}>{formatMessageTime(m.created_at)}</time>
          </div>
        );
      })}
      <div ref={end} />
    </section>
  );
}

function Composer({ channelId }: { channelId: string }) {
  const t = useT();
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  /** The portal's rule for a chosen image: its type, 10 MB at most, and bytes that really are it. */
  async function pick(f: File | null) {
    setError(null);
    const problem = f ? await imageFileProblemKey(f) : null;
    if (problem) {
      setFile(null);
      if (fileRef.current) fileRef.current.value = '';
      return setError(t(`conversation.${problem}`));
    }
    setFile(f);
  }

  async function send(e: FormEvent) {
    e.preventDefault();
    if (!text.trim() && !file) return;
    setBusy(true);
    setError(null);
    try {
      const attachments: { key: string; name: string }[] = [];
      if (file) {
        const upload = await api<{ url: string; key: string; headers: Record<string, string> }>(
          'GET',
          `/chat/channels/${channelId}/attachments/presign?content_type=${encodeURIComponent(file.type)}&size=${file.size}`,
        );
        const put = await fetch(upload.url, { method: 'PUT', headers: upload.headers, body: file });
        if (!put.ok) throw new Error(t('conversation.uploadFailed'));
        attachments.push({ key: upload.key, name: file.name });
      }
      await api('POST', `/chat/channels/${channelId}/messages`, { text: text.trim(), attachments });
      setText('');
      setFile(null);
      if (fileRef.current) fileRef.current.value = '';
      await client.invalidateQueries({ queryKey: keys.messages(channelId) });
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="composer" onSubmit={send}>
      {error && (
        <p className="alert error" role="alert">
          {error}
        </p>
      )}
      <div className="composer-text">
        <label htmlFor="message-text" className="sr-only">
          {t('conversation.yourMessage')}
        </label>
        <textarea
          id="message-text"
          placeholder={t('conversation.writeMessage')}
          value={text}
          maxLength={5000}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              e.currentTarget.form?.requestSubmit();
            }
          }}
        />
        {file && <span className="muted">{t('conversation.imageChosen', { name: file.name })}</span>}
      </div>
      {/* Before its label: the label shows the input's keyboard focus (styles.css). */}
      <input
        ref={fileRef}
        id="message-image"
        type="file"
        accept={imageContentTypes.join(',')}
        className="sr-only"
        onChange={(e) => void pick(e.target.files?.[0] ?? null)}
      />
      <label className="btn secondary icon" htmlFor="message-image" title={t('conversation.attachImage')}>
        <Icon name="image" />
        <span className="sr-only">{t('conversation.attachImage')}</span>
      </label>
      <button
        type="submit"
        className="btn icon"
        disabled={busy}
        aria-busy={busy}
        title={t('conversation.send')}
      >
        <Icon name="send" />
        <span className="sr-only">{t('conversation.send')}</span>
      </button>
    </form>
  );
}
