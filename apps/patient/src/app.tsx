import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { Loading } from './components/states';
import { AuthProvider, rememberedPatient, useAuth } from './lib/auth';
import { prefetchScreen } from './lib/data';
import { setBusyCheck } from './lib/idle';
import { keepAnswersWhenControlled } from './lib/offline-copy';
import { flushOutbox, onDelivered } from './lib/outbox';
import { AppRouter } from './lib/router';
import { Home } from './screens/home';
import { Layout } from './screens/layout';
import { StaffPage, StartupError, Welcome } from './screens/welcome';

const page = <M,>(load: () => Promise<M>, name: keyof M) =>
  lazy(() => load().then((m) => ({ default: m[name] as ComponentType })));

// Every screen is its own chunk but Home: the first download is the shell, the sign-in and the
// screen a signed-in patient opens on, so that screen does not wait on one more request (issue 22).
const CheckIn = page(() => import('./screens/check-in'), 'CheckIn');
const Tasks = page(() => import('./screens/tasks'), 'Tasks');
const Progress = page(() => import('./screens/progress'), 'Progress');
const Messages = page(() => import('./screens/messages'), 'Messages');
const Conversation = page(() => import('./screens/conversation'), 'Conversation');
const Contact = page(() => import('./screens/contact'), 'Contact');
const News = page(() => import('./screens/news'), 'News');
const More = page(() => import('./screens/more'), 'More');
const Account = page(() => import('./screens/account'), 'Account');
const NotificationSettings = page(() => import('./screens/notification-settings'), 'NotificationSettings');
const JoinPhone = page(() => import('./screens/join-phone'), 'JoinPhone');

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
  if (status === 'loading')
    return (
      <p className="boot" role="status">
        Loading…
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
  return (
    <>
      <OutboxSender />
      <Layout>
        <Switch>
          <Route path="/home" component={Home} />
          <Route path="/check-in" component={CheckIn} />
          <Route path="/tasks" component={Tasks} />
          <Route path="/progress" component={Progress} />
          <Route path="/messages" component={Messages} />
          <Route path="/messages/:id" component={Conversation} />
          <Route path="/contact" component={Contact} />
          <Route path="/news" component={News} />
          <Route path="/more" component={More} />
          <Route path="/account" component={Account} />
          <Route path="/notifications" component={NotificationSettings} />
          {/* /app/ and any unknown path: Home is /app/home, not /app ("/app" is outside the service
              worker's scope /app/). */}
          <Route>
            <Redirect to="/home" replace />
          </Route>
        </Switch>
      </Layout>
    </>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppRouter>
        <AuthProvider>
          <Screens />
        </AuthProvider>
      </AppRouter>
    </QueryClientProvider>
  );
}
