import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, type ReactNode, Suspense } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Link, Redirect, Route, Switch, useParams } from 'wouter';
import { lazyScreen } from './lazy-screen';
import { AppRouter, NavLink } from './router';

function Conversation() {
  const { id } = useParams();
  return <h1>Conversation {id}</h1>;
}

/** A screen whose code arrives when the test says so, as a lazy chunk over the network would. */
function slowScreen() {
  let arrive = () => {};
  const Screen = lazyScreen(
    () =>
      new Promise<{ Progress: () => ReactNode }>((resolve) => {
        arrive = () => resolve({ Progress: () => <h1>Progress</h1> });
      }),
    'Progress',
  );
  return { Screen, arrive: () => arrive() };
}

function renderApp(
  Progress: ComponentType = () => <h1>Progress</h1>,
  prepare?: (path: string) => Promise<unknown> | undefined,
) {
  return render(
    <AppRouter prepare={prepare}>
      <nav>
        <NavLink to="/home">Today</NavLink>
        <NavLink to="/messages">Messages</NavLink>
      </nav>
      <Link to="/progress">See progress</Link>
      <Suspense fallback={<p>Loading…</p>}>
        <Switch>
          <Route path="/">
            <Redirect to="/home" replace />
          </Route>
          <Route path="/home">
            <h1>Today</h1>
          </Route>
          <Route path="/progress" component={Progress} />
          <Route path="/messages/:id" component={Conversation} />
          <Route>
            <Redirect to="/home" replace />
          </Route>
        </Switch>
      </Suspense>
    </AppRouter>,
  );
}

describe('the patient app router', () => {
  beforeEach(() => window.history.replaceState(null, '', '/app/'));

  it('keeps every address under /app/ and sends /app/ and unknown paths to /app/home', async () => {
    renderApp();
    expect(await screen.findByRole('heading', { name: 'Today' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/app/home');
    expect(screen.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/app/messages');

    act(() => window.history.pushState(null, '', '/app/nowhere'));
    expect(await screen.findByRole('heading', { name: 'Today' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/app/home');
  });

  it('marks the tab of the screen on view, and of the screens below it, as the current page', async () => {
    window.history.replaceState(null, '', '/app/messages/42');
    renderApp();
    expect(await screen.findByRole('heading', { name: 'Conversation 42' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Today' })).not.toHaveAttribute('aria-current');

    // The back button: the tab follows.
    act(() => window.history.pushState(null, '', '/app/home'));
    expect(await screen.findByRole('heading', { name: 'Today' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Today' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Messages' })).not.toHaveAttribute('aria-current');
  });

  it('keeps the screen on view until the next one’s code has arrived (no "Loading…" flash)', async () => {
    const slow = slowScreen();
    renderApp(slow.Screen, (path) => (path === '/app/progress' ? slow.Screen.load() : undefined));
    await screen.findByRole('heading', { name: 'Today' });
    await userEvent.click(screen.getByRole('link', { name: 'See progress' }));
    expect(window.location.pathname).toBe('/app/progress');
    expect(screen.getByRole('heading', { name: 'Today' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();

    await act(async () => slow.arrive());
    expect(await screen.findByRole('heading', { name: 'Progress' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Today' })).not.toBeInTheDocument();
  });
});
