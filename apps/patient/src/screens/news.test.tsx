import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { News } from './news';

const event = (n: number) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  title: `Event ${n}`,
  description: 'Alumni evening',
  event_date: '2026-12-01T18:00:00.000Z',
  time_zone: 'Europe/Paris',
  image_url: null,
});

describe('Events and news', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('opened from an event reminder (#event-<id>), brings that event into view and focuses it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.includes('/patient/events')
          ? new Response(JSON.stringify({ alumni_events: [event(1), event(2)], total: 2 }))
          : new Response(JSON.stringify({ notifications: [], total: 0 })),
      ),
    );
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    window.history.replaceState(null, '', `/app/news#event-${event(2).id}`);
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <News />
      </QueryClientProvider>,
    );
    const second = (await screen.findByRole('heading', { name: 'Event 2' })).closest('article');
    await waitFor(() => expect(second).toHaveFocus());
    expect(scrolled).toEqual([`event-${event(2).id}`]);
  });
});
