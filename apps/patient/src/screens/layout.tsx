import type { AppTextKey } from '@portal/i18n/texts/app';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { Icon, type IconName } from '../components/icons';
import { ScreenError } from '../components/screen-error';
import { Loading } from '../components/states';
import { keys, unreadKey, useMembership, useUnread } from '../lib/data';
import { useT } from '../lib/i18n';
import { afterFirstScreen } from '../lib/idle';
import { useOnline, useOutbox } from '../lib/outbox';
import { CHAT_EVENTS, REALTIME_CONNECTED, useRealtimeEvent } from '../lib/realtime';
import { NavLink } from '../lib/router';

const TABS: { to: string; name: AppTextKey; icon: IconName }[] = [
  { to: '/home', name: 'shell.tabToday', icon: 'today' },
  { to: '/check-in', name: 'shell.tabCheckIn', icon: 'checkin' },
  { to: '/progress', name: 'shell.tabProgress', icon: 'progress' },
  { to: '/messages', name: 'shell.tabMessages', icon: 'messages' },
  { to: '/more', name: 'shell.tabMore', icon: 'more' },
];

/** The signed-in frame: the center's name, offline and outbox banners, the screen, the tab bar. */
export function Layout({ children }: { children: ReactNode }) {
  const t = useT();
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
        <strong>{membership.data?.treatment_center_name ?? t('shell.appName')}</strong>
      </header>
      {!online && (
        <div className="banner warn" role="status">
          {t('shell.offline')}
        </div>
      )}
      {outbox.length > 0 && (
        <div className="banner info" role="status">
          {t('shell.waiting', { count: outbox.length })}
        </div>
      )}
      <main ref={mainRef}>
        <ScreenError path={path}>
          <Suspense fallback={<Loading />}>{children}</Suspense>
        </ScreenError>
      </main>
      <nav className="tabs" aria-label={t('shell.mainNav')}>
        <ul>
          {TABS.map((tab) => (
            <li key={tab.to}>
              <NavLink to={tab.to}>
                <Icon name={tab.icon} />
                {t(tab.name)}
                {tab.to === '/messages' && count > 0 && (
                  <span className="badge">
                    {count}
                    <span className="sr-only"> {t('shell.unread')}</span>
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
