import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Progress } from './progress';

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

/** Issue 38, item 5: the milestones and the calendar say dates in words, never YYYY-MM-DD. */
describe('My progress', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('says the next milestone’s date in words', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.includes('/patient/calendar')
          ? new Response(JSON.stringify({ month: '2026-11', days: [] }))
          : new Response(JSON.stringify({ membership })),
      ),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Progress />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Next: 30 days on Dec 20.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'November 2026' })).toBeVisible();
    expect(document.body.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});
