import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keys } from '../lib/data';
import { endpoints } from '../lib/endpoints';
import { Contact } from './contact';

// No socket in a unit test: the request's live handling is the journeys' (contact-now.spec.ts).
vi.mock('../lib/realtime', async (original) => ({
  ...(await original<typeof import('../lib/realtime')>()),
  useRealtimeEvent: () => {},
}));

const membership = {
  id: '00000000-0000-4000-8000-000000000001',
  treatment_center_id: '00000000-0000-4000-8000-000000000002',
  treatment_center_name: 'Harbor House',
  status: 'active',
  first_name: 'Jamie',
  last_name: 'Doe',
  email: 'jamie@example.test',
  first_day: '2026-11-01',
  today: '2026-11-23',
  time_zone: 'America/New_York',
  language: null,
};

function renderContact(centerPhone: string | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const json = (data: unknown) => new Response(JSON.stringify(data));
      if (url === '/patient/membership')
        return json({ membership: { ...membership, treatment_center_phone: centerPhone } });
      if (url === endpoints.currentContactRequest) return json({ contact_request: null });
      return new Response('{}', { status: 404 });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Contact />
    </QueryClientProvider>,
  );
  return client;
}

describe('Ask for a call', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers the center’s own number too, when the center set one', async () => {
    renderContact('15550100142');
    const call = await screen.findByRole('link', { name: 'Call Harbor House +1 (555) 010-0142' });
    expect(call).toHaveAttribute('href', 'tel:+15550100142');
    expect(screen.getByText('You can also call Harbor House directly.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask for a call' })).toBeInTheDocument();
  });

  it('is the request alone for a center without a number', async () => {
    const client = renderContact(null);
    // Once the membership and the current request are read, the screen is as it stays.
    await waitFor(() => expect(client.getQueryState(keys.membership)?.status).toBe('success'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ask for a call' })).toBeEnabled());
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText(/call Harbor House directly/)).not.toBeInTheDocument();
  });
});
