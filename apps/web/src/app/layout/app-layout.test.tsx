import type { CurrentUserDto } from '@portal/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { texts } from '../../lib/i18n';
import { aUser } from '../../test/fixtures';
import { AuthContext, type AuthValue } from '../auth/auth-context';
import { Providers } from '../providers';
import { AppLayout } from './app-layout';
import { greetingOf } from './menu-targets';

// The greeting is the part of the name before the @.
const user = (over: Partial<CurrentUserDto> = {}) => aUser({ name: 'sam@clinic.test', ...over });

function renderLayout(u: CurrentUserDto, path = '/dashboard') {
  const signOut = vi.fn(async () => {});
  const auth: AuthValue = {
    status: 'signed-in',
    user: u,
    isOwner: u.is_owner,
    signIn: vi.fn(),
    signOut,
    renew: vi.fn(),
    signedOutReason: null,
  };
  render(
    <Providers>
      <AuthContext.Provider value={auth}>
        <MemoryRouter initialEntries={[path]}>
          <AppLayout>
            <p>content</p>
          </AppLayout>
        </MemoryRouter>
      </AuthContext.Provider>
    </Providers>,
  );
  return { signOut };
}

const navLabels = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('the layout', () => {
  it('gives staff the management navigation', () => {
    renderLayout(user());
    expect(navLabels()).toEqual([
      'Dashboard',
      'Patients',
      'Messages',
      'Tasks',
      'Alumni Events',
      'Reserved M.',
      'Outcomes',
    ]);
  });

  it('adds Staff Members and Notifications for owners', () => {
    renderLayout(user({ is_owner: true }));
    expect(navLabels()).toEqual([
      'Dashboard',
      'Patients',
      'Messages',
      'Tasks',
      'Alumni Events',
      'Reserved M.',
      'Outcomes',
      'Staff Members',
      'Notifications',
    ]);
  });

  it('gives experts only Messages', () => {
    renderLayout(user({ is_expert: true }));
    expect(navLabels()).toEqual(['Messages']);
  });

  /**
   * The account menu's code downloads when the page is idle (issue 22); until its button is clicked
   * a stand-in shows, and the click that mounts the menu opens it on arrival.
   */
  const openAccountMenu = async () => {
    await userEvent.click(screen.getByRole('button', { name: /Hi sam/ }));
    // Generous: the first import of the menu's module in a busy test run can take seconds.
    await screen.findByRole('menu', {}, { timeout: 10_000 });
  };

  it('greets with the part of the name before the @ and offers the role menu items', async () => {
    expect(greetingOf(user(), texts.current().t)).toBe('Hi sam');
    const { signOut } = renderLayout(user({ is_owner: true }));
    await openAccountMenu();
    expect(await screen.findByRole('menuitem', { name: 'Edit Center Information' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('hides Edit Center Information from staff and Settings from experts', async () => {
    renderLayout(user({ is_expert: true }));
    await openAccountMenu();
    await screen.findByRole('menuitem', { name: 'Sign out' });
    expect(screen.queryByRole('menuitem', { name: 'Edit Center Information' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Settings' })).toBeNull();
  });
});
