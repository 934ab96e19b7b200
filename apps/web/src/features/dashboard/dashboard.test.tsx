import type { HomeStats } from '@portal/contracts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../app/providers';
import { StatCards } from './components/stat-cards';

const stats: HomeStats = {
  active_patients: 12,
  pending_invitations: 3,
  reserved_pending: 4,
  reserved_completed: 9,
  alumni: 7,
  checkins_today: 5,
  average_mood_7d: 71.4,
  open_contact_requests: 2,
  unread_conversations: 6,
  today: '2026-11-23',
  time_zone: 'America/New_York',
};

describe('dashboard figures', () => {
  it('shows each figure as a link to the list behind it', () => {
    render(
      <Providers>
        <MemoryRouter>
          <StatCards stats={stats} />
        </MemoryRouter>
      </Providers>,
    );
    const link = (name: string) => screen.getByRole('link', { name });
    expect(link('Active patients: 12')).toHaveAttribute('href', '/patients?status=active');
    expect(link('Pending invitations: 3')).toHaveAttribute('href', '/patients?status=invited');
    expect(link('Reserved, not claimed: 4')).toHaveAttribute('href', '/reservations?by_status=pending');
    expect(link('Reserved, claimed: 9')).toHaveAttribute('href', '/reservations?by_status=completed');
    expect(link('Alumni: 7')).toHaveAttribute('href', '/patients?status=alumni');
    expect(link('Check-ins today: 5')).toHaveAttribute('href', '#recent-check-ins');
    expect(link('Average mood, 7 days: 71.4 out of 100')).toHaveAttribute('href', '#mood-trend');
    expect(link('Waiting for a call: 2')).toHaveAttribute('href', '/contact-now');
    expect(link('Conversations with unread messages: 6')).toHaveAttribute('href', '/chats');
  });

  it('shows a dash, not zero, when there is no mood to average', () => {
    render(
      <Providers>
        <MemoryRouter>
          <StatCards stats={{ ...stats, average_mood_7d: null }} />
        </MemoryRouter>
      </Providers>,
    );
    expect(screen.getByRole('link', { name: 'Average mood, 7 days: none yet' })).toBeInTheDocument();
  });
});
