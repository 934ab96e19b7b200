import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Link, Route, Switch, useLocation } from 'wouter';
import { lazyScreen } from '../lib/lazy-screen';
import { AppRouter } from '../lib/router';
import { ScreenError } from './screen-error';

// A screen whose code cannot be fetched (offline before the service worker stored it), then can.
let reachable = false;
const Unreachable = lazyScreen(
  () =>
    reachable
      ? Promise.resolve({ Progress: () => <h1>Progress</h1> })
      : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  'Progress',
);

function Frame() {
  const [path] = useLocation();
  return (
    <>
      <nav>
        <Link to="/home">Today</Link> <Link to="/progress">Progress</Link>
      </nav>
      <ScreenError path={path}>
        <Suspense fallback={<p>Loading…</p>}>
          <Switch>
            <Route path="/home">
              <h1>Today</h1>
            </Route>
            <Route path="/progress" component={Unreachable} />
          </Switch>
        </Suspense>
      </ScreenError>
    </>
  );
}

describe('a screen that cannot be opened', () => {
  beforeEach(() => window.history.replaceState(null, '', '/app/home'));

  it('says so with a reload, keeps the tabs, and the next screen opens', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error
    const user = userEvent.setup();
    render(
      <AppRouter prepare={(path) => (path === '/app/progress' ? Unreachable.load() : undefined)}>
        <Frame />
      </AppRouter>,
    );
    await user.click(screen.getByRole('link', { name: 'Progress' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This screen could not be opened.');
    expect(screen.getByRole('heading', { level: 1, name: 'Screen not opened' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Today' }));
    expect(await screen.findByRole('heading', { name: 'Today' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // Back online: the screen's code is asked for again, and the screen opens.
    reachable = true;
    await user.click(screen.getByRole('link', { name: 'Progress' }));
    expect(await screen.findByRole('heading', { name: 'Progress' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
