import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Home } from './home';

const membership = {
  id: '00000000-0000-4000-8000-000000000001',
  treatment_center_id: '00000000-0000-4000-8000-000000000002',
  treatment_center_name: 'Pine House',
  status: 'active',
  first_name: 'Alex',
  last_name: 'Rivers',
  email: 'alex@example.com',
  first_day: '2026-11-20',
  sobriety_date: '2026-11-20',
  today: '2026-11-27',
  time_zone: 'America/New_York',
};

function stubServer() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const body = url.includes('/patient/membership')
        ? { membership }
        : url.includes('/check_ins/today')
          ? { date: membership.today, check_in: null }
          : url.includes('/patient/tasks')
            ? { date: membership.today, tasks: [] }
            : url.includes('/patient/events')
              ? { alumni_events: [], total: 0 }
              : { total_unread_count: 0 };
      return new Response(JSON.stringify(body));
    }),
  );
}

/** Pictographs outside the faces' block (U+1F300–1F5FF, 1F680–1FAFF): a blank box without a colour-emoji font. */
const UNCOVERED_EMOJI = /[\u{1F300}-\u{1F5FF}\u{1F680}-\u{1FAFF}]/u;

describe('Today', () => {
  afterEach(() => vi.unstubAllGlobals());

  // Issue 38, item 9: the 7-day celebration's party popper is drawn, not an emoji a phone may lack.
  it('celebrates a milestone with a drawn party popper, no emoji character', async () => {
    stubServer();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Home />
      </QueryClientProvider>,
    );
    const status = (await screen.findByText(/Congratulations: 7 days today!/)).closest('[role="status"]');
    if (!status) throw new Error('the celebration is not a status');
    expect(status.textContent).not.toMatch(UNCOVERED_EMOJI);
    const popper = screen.getByRole('img', { name: 'Celebration' });
    expect(popper.tagName.toLowerCase()).toBe('svg');
    expect(popper.querySelector('title')).toHaveTextContent('Celebration');
  });
});
