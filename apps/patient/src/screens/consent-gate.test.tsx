import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsentGate } from './consent-gate';

const signOut = vi.fn(async () => {});
vi.mock('../lib/auth', () => ({
  useAuth: () => ({
    me: { id: 'user-1', email: 'jamie@example.test', name: 'Jamie', is_patient: true },
    signOut,
  }),
}));

export const appUseTemplate = {
  id: '00000000-0000-4000-8000-0000000000a1',
  template_key: 'app-use',
  version: 2,
  active: true,
  required: true,
  kind: 'app-use',
  title: 'Consent to use the app',
  information: 'Your check-ins',
  recipient_kind: 'tpo',
  recipient: 'Harbor House and its staff',
  purpose: 'Treatment',
  expiry_kind: 'until-revoked',
  expiry_date: null,
  expiry_event: null,
  redisclosure: 'They may redisclose as HIPAA allows.',
  revocation: 'You may revoke it at any time.',
  discloser: 'Harbor House',
  text: 'I, the patient, allow Harbor House to use what I enter in this app.\n\nTHE WHOLE TEXT END.',
  created_at: '2026-11-01T00:00:00.000Z',
};
const membership = {
  id: '00000000-0000-4000-8000-000000000001',
  treatment_center_id: '00000000-0000-4000-8000-000000000002',
  treatment_center_name: 'Harbor House',
  treatment_center_phone: null as string | null,
  status: 'active',
  first_name: 'Jamie',
  last_name: 'Rivera',
  email: 'jamie@example.test',
  first_day: '2026-11-20',
  today: '2026-11-27',
  time_zone: 'America/New_York',
};

type Call = { url: string; method: string; body: unknown };

/** A patient API that answers the gate's calls: signed once a correct signature is posted. */
function fakeServer(initial: { signed: boolean; centerPhone?: string }) {
  const state = { signed: initial.signed, calls: [] as Call[] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      state.calls.push({ url, method, body });
      const json = (status: number, data: unknown) => new Response(JSON.stringify(data), { status });
      if (url === '/patient/membership')
        return json(200, {
          membership: { ...membership, treatment_center_phone: initial.centerPhone ?? null },
        });
      if (url === '/patient/consents' && method === 'GET')
        return json(200, { consents: [], templates: [appUseTemplate], app_use_signed: state.signed });
      if (url === '/patient/consents' && method === 'POST') {
        if (body.full_name.trim().toLowerCase() !== 'jamie rivera') {
          const message = 'The name typed does not match.';
          return json(400, { message, errors: [{ field: 'full_name', message }] });
        }
        state.signed = true;
        return json(201, { consent: { id: 'c1', kind: 'app-use', status: 'active' } });
      }
      if (url === '/patient/contact_requests') return json(201, { contact_request: { id: 'r1' } });
      return json(404, { message: 'Not found' });
    }),
  );
  return state;
}

const renderGate = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ConsentGate>
        <p>The app itself</p>
      </ConsentGate>
    </QueryClientProvider>,
  );

describe('the consent gate', () => {
  beforeEach(() => signOut.mockClear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the whole consent text before the app, and opens the app only after a deliberate signature', async () => {
    const server = fakeServer({ signed: false });
    renderGate();
    const region = await screen.findByRole('region', { name: 'Consent text: Consent to use the app' });
    expect(region).toHaveTextContent('THE WHOLE TEXT END.');
    expect(screen.queryByText('The app itself')).not.toBeInTheDocument();
    expect(await screen.findByText(/Jamie Rivera/)).toBeInTheDocument();

    // A wrong name: the server's sentence on the field, still closed.
    fireEvent.input(screen.getByLabelText('Type your full name to sign'), { target: { value: 'Someone' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'I have read this consent and I agree to it.' }));
    fireEvent.click(screen.getByRole('button', { name: 'I agree and sign' }));
    expect(await screen.findByText('The name typed does not match.')).toBeInTheDocument();
    expect(screen.queryByText('The app itself')).not.toBeInTheDocument();

    fireEvent.input(screen.getByLabelText('Type your full name to sign'), {
      target: { value: 'Jamie Rivera' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'I agree and sign' }));
    expect(await screen.findByText('The app itself')).toBeInTheDocument();
    const signed = server.calls.filter((c) => c.method === 'POST' && c.url === '/patient/consents').at(-1);
    expect(signed?.body).toEqual({
      template_id: appUseTemplate.id,
      template_version: 2,
      full_name: 'Jamie Rivera',
      agree: true,
    });
  });

  it('declining stops there: a kind message, a call from the center, reading again, signing out', async () => {
    const server = fakeServer({ signed: false });
    renderGate();
    fireEvent.click(await screen.findByRole('button', { name: 'I do not agree' }));
    expect(await screen.findByRole('heading', { name: 'You did not sign' })).toBeInTheDocument();
    expect(screen.getByText(/does not depend on this app/)).toHaveTextContent('Harbor House');
    expect(screen.queryByText('The app itself')).not.toBeInTheDocument();

    // A center without a phone of its own: the request is the way in.
    expect(screen.getByText(/You can ask them to call you here/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Call Harbor House/ })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Ask my center to call me' }));
    expect(await screen.findByText('Your center has your request and will call you.')).toBeInTheDocument();
    expect(server.calls.some((c) => c.method === 'POST' && c.url === '/patient/contact_requests')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Read the consent again' }));
    expect(await screen.findByRole('button', { name: 'I agree and sign' })).toBeInTheDocument();
  });

  it('declining offers the center’s own phone beside the request, when the center set one', async () => {
    fakeServer({ signed: false, centerPhone: '15550100142' });
    renderGate();
    fireEvent.click(await screen.findByRole('button', { name: 'I do not agree' }));
    const call = await screen.findByRole('link', { name: 'Call Harbor House +1 (555) 010-0142' });
    expect(call).toHaveAttribute('href', 'tel:+15550100142');
    expect(screen.getByText(/You can call them, or ask them here to call you/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask my center to call me' })).toBeInTheDocument();
  });

  it('a device that saw the patient signed opens at once, and closes when the server says the consent is gone', async () => {
    window.localStorage.setItem('patient-app-consent', 'user-1');
    fakeServer({ signed: false });
    renderGate();
    expect(screen.getByText('The app itself')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('The app itself')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'I agree and sign' })).toBeInTheDocument();
    expect(window.localStorage.getItem('patient-app-consent')).toBeNull();
  });
});
