import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { Icon, type IconName } from '../components/icons';
import { ScreenError } from '../components/screen-error';
import { Loading } from '../components/states';
import { keys, unreadKey, useMembership, useUnread } from '../lib/data';
import { afterFirstScreen } from '../lib/idle';
import { useOnline, useOutbox } from '../lib/outbox';
import { CHAT_EVENTS, REALTIME_CONNECTED, useRealtimeEvent } from '../lib/realtime';
import { NavLink } from '../lib/router';

const TABS: { to: string; label: string; icon: IconName }[] = [
  { to: '/home', label: 'Today', icon: 'today' },
  { to: '/check-in', label: 'Check-in', icon: 'checkin' },
  { to: '/progress', label: 'Progress', icon: 'progress' },
  { to: '/messages', label: 'Messages', icon: 'messages' },
  { to: '/more', label: 'More', icon: 'more' },
];

/** The signed-in frame: the center's name, offline and outbox banners, the screen, the tab bar. */
export function Layout({ children }: { children: ReactNode }) {
  const membership = useMembership();
  const unread = useUnread();
  const online = useOnline();
  const outbox = useOutbox();
  const client = useQueryClient();
  const [path] = useLocation();
  const mainRef = useRef<HTMLElement>(null);

  // A new message anywhere: the unread count and the conversation list follow.
  useRealtimeEvent(CHAT_EVENTS.unreadChanged, () => void client.invalidateQueries({ queryKey: unreadKey }));
  useRealtimeEvent(CHAT_EVENTS.messageNew, () => {
    void client.invalidateQueries({ queryKey: unreadKey });
    void client.invalidateQueries({ queryKey: keys.channels });
  });
  // Connected (it starts after the first screen) or connected again: what the events would have
  // said meanwhile is read again, so nothing sent in the gap is missed.
  useRealtimeEvent(REALTIME_CONNECTED, () => {
    for (const queryKey of [unreadKey, keys.channels, ['messages'], keys.contact]) {
      void client.invalidateQueries({ queryKey });
    }
  });

  // Notifications stay on across sign-ins and dropped subscriptions (lib/push.ts).
  useEffect(() => {
    void afterFirstScreen(5000, 2000)
      .then(() => import('../lib/push'))
      .then((m) => m.renewPushSubscription())
      .catch(() => undefined);
  }, []);

  // A new screen starts at its top, and its heading is what a screen reader hears next.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of screen
  useEffect(() => {
    window.scrollTo(0, 0);
    mainRef.current?.querySelector('h1')?.focus();
  }, [path]);

  const count = unread.data ?? 0;
  return (
    <div className="shell">
      <header className="top">
        <strong>{membership.data?.treatment_center_name ?? 'Recovery app'}</strong>
      </header>
      {!online && (
        <div className="banner warn" role="status">
          You are offline. You see what was last loaded; a check-in or task you mark is sent when you are back
          online.
        </div>
      )}
      {outbox.length > 0 && (
        <div className="banner info" role="status">
          Waiting to send {outbox.length === 1 ? '1 change' : `${outbox.length} changes`} when you are back
          online.
        </div>
      )}
      <main ref={mainRef}>
        <ScreenError path={path}>
          <Suspense fallback={<Loading />}>{children}</Suspense>
        </ScreenError>
      </main>
      <nav className="tabs" aria-label="Main">
        <ul>
          {TABS.map((t) => (
            <li key={t.to}>
              <NavLink to={t.to}>
                <Icon name={t.icon} />
                {t.label}
                {t.to === '/messages' && count > 0 && (
                  <span className="badge">
                    {count}
                    <span className="sr-only"> unread</span>
                  </span>
                )}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
