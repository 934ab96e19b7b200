import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CrisisHelp } from './crisis-help';

const membership = {
  id: '00000000-0000-4000-8000-000000000001',
  treatment_center_id: '00000000-0000-4000-8000-000000000002',
  treatment_center_name: 'Harbor House',
  treatment_center_phone: null as string | null,
  status: 'active',
  first_name: 'Jamie',
  last_name: 'Doe',
  email: 'jamie@example.test',
  first_day: '2026-11-01',
  today: '2026-11-23',
  time_zone: 'America/New_York',
  language: null,
};

function renderHelp(centerPhone: string | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/patient/membership'
        ? new Response(JSON.stringify({ membership: { ...membership, treatment_center_phone: centerPhone } }))
        : new Response('{}', { status: 404 }),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CrisisHelp />
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: 'Help is here, right now' });
}

/** Issue 39 item 4: the crisis screen offers 988, the center's own phone when it has one, and a call back. */
describe('crisis help', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers a call to the center’s own number, beside 988 and the call-back request', async () => {
    const help = renderHelp('15550100142');
    const call = await within(help).findByRole('link', { name: 'Call Harbor House +1 (555) 010-0142' });
    expect(call).toHaveAttribute('href', 'tel:+15550100142');
    expect(
      within(help).getByText('You can also call Harbor House, or ask them to call you.'),
    ).toBeInTheDocument();
    expect(within(help).getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    expect(within(help).getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');
    expect(within(help).getByRole('button', { name: 'Ask my center to call me' })).toBeInTheDocument();
  });

  it('without a number of the center, offers the call-back request alone', async () => {
    const help = renderHelp(null);
    expect(await within(help).findByText('You can also ask Harbor House to call you.')).toBeInTheDocument();
    expect(within(help).queryByRole('link', { name: /Harbor House/ })).not.toBeInTheDocument();
    expect(
      within(help)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['tel:988', 'sms:988']);
    expect(within(help).getByRole('button', { name: 'Ask my center to call me' })).toBeInTheDocument();
  });
});
