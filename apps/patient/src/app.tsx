import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { Loading } from './components/states';
import { AuthProvider, rememberedPatient, useAuth } from './lib/auth';
import { prefetchScreen } from './lib/data';
import { useT } from './lib/i18n';
import { setBusyCheck } from './lib/idle';
import { lazyScreen } from './lib/lazy-screen';
import { keepAnswersWhenControlled } from './lib/offline-copy';
import { flushOutbox, onDelivered } from './lib/outbox';
import { AppRouter } from './lib/router';
import { ConsentGate } from './screens/consent-gate';
import { Home } from './screens/home';
import { Layout } from './screens/layout';
import { StaffPage, StartupError, Welcome } from './screens/welcome';

// Every screen is its own chunk but Home: the first download is the shell, the sign-in and the
// screen a signed-in patient opens on, so that screen does not wait on one more request (issue 22).
const SCREENS = [
  { path: '/check-in', Screen: lazyScreen(() => import('./screens/check-in'), 'CheckIn') },
  { path: '/tasks', Screen: lazyScreen(() => import('./screens/tasks'), 'Tasks') },
  { path: '/progress', Screen: lazyScreen(() => import('./screens/progress'), 'Progress') },
  { path: '/messages', Screen: lazyScreen(() => import('./screens/messages'), 'Messages') },
  { path: '/messages/:id', Screen: lazyScreen(() => import('./screens/conversation'), 'Conversation') },
  { path: '/contact', Screen: lazyScreen(() => import('./screens/contact'), 'Contact') },
  { path: '/news', Screen: lazyScreen(() => import('./screens/news'), 'News') },
  { path: '/assessments', Screen: lazyScreen(() => import('./screens/assessments'), 'Assessments') },
  { path: '/assessments/:id', Screen: lazyScreen(() => import('./screens/assessment'), 'Assessment') },
  {
    path: '/assessments/:id/help',
    Screen: lazyScreen(() => import('./screens/assessment'), 'AssessmentHelp'),
  },
  { path: '/more', Screen: lazyScreen(() => import('./screens/more'), 'More') },
  { path: '/account', Screen: lazyScreen(() => import('./screens/account'), 'Account') },
  { path: '/privacy', Screen: lazyScreen(() => import('./screens/privacy'), 'Privacy') },
  {
    path: '/notifications',
    Screen: lazyScreen(() => import('./screens/notification-settings'), 'NotificationSettings'),
  },
];
const JoinPhone = lazyScreen(() => import('./screens/join-phone'), 'JoinPhone');
const CODE_BY_PATH = [...SCREENS, { path: '/join/phone', Screen: JoinPhone }].map(({ path, Screen }) => ({
  // wouter's patterns here are plain segments and `:name`; its matching ignores case and one trailing slash.
  pattern: new RegExp(`^/app${path.replace(/:[^/]+/g, '[^/]+')}/?$`, 'i'),
  Screen,
}));

/** The code of the screen at this address, fetched before the router shows it. */
const prepareScreen = (pathname: string) => CODE_BY_PATH.find((s) => s.pattern.test(pathname))?.Screen.load();

// The screen the app opens on starts fetching its code now, beside the texts main.tsx waits for, not
// after the first render (a questionnaire opened from a reminder, goal 8d).
void prepareScreen(window.location.pathname);

const queryClient = new QueryClient({
  defaultOptions: {
    // Offline the service worker answers with the last copy; reads are never paused.
    queries: { networkMode: 'always', retry: 1, staleTime: 15_000, refetchOnWindowFocus: true },
    mutations: { networkMode: 'always' },
  },
});

// The first screen is done once its reads have answered: what it does not show waits for that (lib/idle.ts).
setBusyCheck(() => queryClient.isFetching() > 0);

// A patient signed in on this device opens the app on Home, most often: the reads of the screen
// start now, not once the frame has rendered (issue 22).
if (rememberedPatient()) {
  prefetchScreen(queryClient, /^\/app\/(home)?$/.test(window.location.pathname));
}

// The first visit's answers arrive before the service worker controls the page, so it never saw
// them: when it takes control, they go into its copy (not asked again), so the app opens offline.
keepAnswersWhenControlled();

/** Sends what waited offline when the app opens and whenever the connection comes back. */
function OutboxSender() {
  const client = useQueryClient();
  useEffect(() => {
    const flush = () => void flushOutbox();
    const off = onDelivered(() => void client.invalidateQueries());
    flush();
    window.addEventListener('online', flush);
    return () => {
      off();
      window.removeEventListener('online', flush);
    };
  }, [client]);
  return null;
}

function Screens() {
  const { status } = useAuth();
  const t = useT();
  if (status === 'loading')
    return (
      <p className="boot" role="status">
        {t('common.loading')}
      </p>
    );
  if (status === 'error') return <StartupError />;
  if (status === 'staff') return <StaffPage />;
  if (status === 'signed-out') {
    return (
      <Suspense fallback={<Loading />}>
        <Switch>
          <Route path="/join/phone" component={JoinPhone} />
          <Route component={Welcome} />
        </Switch>
      </Suspense>
    );
  }
  // The app opens once the app-use consent is signed (issue 37): until then, the consent screen.
  return (
    <ConsentGate>
      <OutboxSender />
      <Layout>
        <Switch>
          <Route path="/home" component={Home} />
          {SCREENS.map(({ path, Screen }) => (
            <Route key={path} path={path} component={Screen} />
          ))}
          {/* /app/ and any unknown path: Home is /app/home, not /app ("/app" is outside the service
              worker's scope /app/). */}
          <Route>
            <Redirect to="/home" replace />
          </Route>
        </Switch>
      </Layout>
    </ConsentGate>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppRouter prepare={prepareScreen}>
        <AuthProvider>
          <Screens />
        </AuthProvider>
      </AppRouter>
    </QueryClientProvider>
  );
}
