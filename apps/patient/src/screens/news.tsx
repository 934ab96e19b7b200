import { useEffect } from 'react';
import { Empty, Query } from '../components/states';
import { useEvents, useNotifications } from '../lib/data';
import { formatDateTime, formatEventDate } from '../lib/format';
import { useT } from '../lib/i18n';
import { linkify } from '../lib/linkify';

/** Events and news: the center's alumni events and the notifications inbox. */
export function News() {
  const events = useEvents();
  const notifications = useNotifications();
  useScrollToHash(events.isSuccess);
  const t = useT();
  return (
    <>
      <h1 tabIndex={-1}>{t('news.title')}</h1>
      <section aria-labelledby="events-title">
        <h2 id="events-title">{t('news.upcoming')}</h2>
        <Query q={events}>
          {(list) =>
            list.length === 0 ? (
              <Empty>{t('news.noEvents')}</Empty>
            ) : (
              list.map((e) => (
                <article key={e.id} id={`event-${e.id}`} tabIndex={-1} className="card event">
                  {e.image_url && <img src={e.image_url} alt="" loading="lazy" />}
                  <h3 style={{ margin: '0 0 0.25rem' }}>{e.title}</h3>
                  <p className="muted">{formatEventDate(e.event_date, e.time_zone)}</p>
                  <p style={{ whiteSpace: 'pre-wrap' }}>{linkify(e.description)}</p>
                </article>
              ))
            )
          }
        </Query>
      </section>
      <section aria-labelledby="inbox-title">
        <h2 id="inbox-title">{t('news.fromCenter')}</h2>
        <Query q={notifications}>
          {(list) =>
            list.length === 0 ? (
              <Empty>{t('news.noNews')}</Empty>
            ) : (
              <ul className="list card">
                {list.map((n) => (
                  <li key={n.id} style={{ padding: '0.75rem 0' }}>
                    <p style={{ whiteSpace: 'pre-wrap' }}>{linkify(n.message)}</p>
                    <span className="muted" style={{ fontSize: '0.85rem' }}>
                      {formatDateTime(n.sent_at)}
                    </span>
                  </li>
                ))}
              </ul>
            )
          }
        </Query>
      </section>
    </>
  );
}

/**
 * An event reminder opens /app/news#event-<id>: once the events have arrived, that event is brought
 * into view and focused (the browser's own jump to the hash happened before it was drawn).
 */
function useScrollToHash(ready: boolean) {
  useEffect(() => {
    if (!ready || !window.location.hash.startsWith('#event-')) return;
    const target = document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
    target?.scrollIntoView({ block: 'start' });
    target?.focus({ preventScroll: true });
  }, [ready]);
}
