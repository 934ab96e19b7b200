import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { texts } from '../lib/i18n';
import { describeAccess, Privacy } from './privacy';

const terms = (title: string, text: string) => ({
  kind: 'disclosure',
  title,
  information: 'Your diagnosis',
  recipient_kind: 'named',
  recipient: 'Example Clinic',
  purpose: 'Coordination of care',
  expiry_kind: 'date',
  expiry_date: null,
  expiry_event: null,
  redisclosure: null,
  revocation: 'You may revoke it.',
  discloser: 'Harbor House',
  text,
});
const signedConsent = {
  id: '00000000-0000-4000-8000-0000000000c1',
  membership_id: '00000000-0000-4000-8000-000000000001',
  template_id: '00000000-0000-4000-8000-0000000000a2',
  template_key: 'outside-provider',
  template_version: 3,
  kind: 'disclosure',
  status: 'active',
  signer_name: 'Jamie Rivera',
  signed_at: '2026-03-04T15:00:00.000Z',
  signed_via: 'app',
  scan_key: null,
  expires_on: '2027-01-31',
  revoked_at: null,
  revoked_by: null,
  terms: terms(
    'Share with Example Clinic',
    'I allow Harbor House to share my diagnosis. FULL TEXT AS SIGNED.',
  ),
};
const offered = {
  ...terms('Share with the county', 'I allow sharing with the county. OFFERED TEXT.'),
  id: '00000000-0000-4000-8000-0000000000a3',
  template_key: 'county',
  version: 1,
  active: true,
  required: false,
  expiry_date: '2027-06-30',
  created_at: '2026-01-01T00:00:00.000Z',
};

function fakeServer() {
  const state = {
    consent: { ...signedConsent } as Omit<typeof signedConsent, 'revoked_at' | 'revoked_by'> & {
      revoked_at: string | null;
      revoked_by: string | null;
    },
    posts: [] as { url: string; body: unknown }[],
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const json = (data: unknown, status = 200) => new Response(JSON.stringify(data), { status });
      if (init?.method === 'POST') {
        state.posts.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
        if (url.endsWith('/revoke')) {
          state.consent = {
            ...state.consent,
            status: 'revoked',
            revoked_at: '2026-11-27T10:00:00.000Z',
            revoked_by: 'patient',
          };
          return json({ consent: state.consent });
        }
        return json({ consent: { ...signedConsent, id: 'new' } }, 201);
      }
      if (url === '/patient/consents')
        return json({ consents: [state.consent], templates: [offered], app_use_signed: true });
      if (url === '/patient/disclosures')
        return json({
          disclosures: [
            {
              id: '00000000-0000-4000-8000-0000000000d1',
              consent_id: signedConsent.id,
              recipient: 'Example Clinic',
              what: 'FHIR Patient, Observation (PHQ-9)',
              purpose: 'Coordination of care',
              disclosed_at: '2026-05-06T12:00:00.000Z',
              disclosed_by: null,
              system: 'fhir-api client 1',
            },
          ],
        });
      if (url.startsWith('/patient/access_history'))
        return json({
          events: [
            {
              id: '00000000-0000-4000-8000-0000000000e1',
              at: '2026-11-20T09:30:00.000Z',
              action: 'membership.read',
              outcome: 'success',
              actor_name: 'Dana Staff',
              actor_role: 'staff',
            },
            {
              id: '00000000-0000-4000-8000-0000000000e2',
              at: '2026-11-19T09:30:00.000Z',
              action: 'report.calendar.read',
              outcome: 'success',
              actor_name: 'Olive Owner',
              actor_role: 'owner',
            },
          ],
          has_more: false,
        });
      return json({ message: 'Not found' }, 404);
    }),
  );
  return state;
}

const renderPrivacy = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Privacy />
    </QueryClientProvider>,
  );

// jsdom has no modal dialogs: open and close set the attribute, as a browser would.
HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
  this.removeAttribute('open');
};

describe('Privacy', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each consent as signed, readable in full, and revokes it after a confirmation', async () => {
    const server = fakeServer();
    renderPrivacy();
    const card = (
      await screen.findByRole('heading', { name: 'Share with Example Clinic' }, { timeout: 5000 })
    ).closest('article');
    if (!card) throw new Error('no consent card');
    expect(card).toHaveTextContent('Signed by Jamie Rivera in the app on');
    expect(card).toHaveTextContent('Version 3.');
    expect(card).toHaveTextContent('2026');
    expect(within(card as HTMLElement).getByText(/FULL TEXT AS SIGNED/)).toBeInTheDocument();
    expect(within(card as HTMLElement).getByText('Active')).toBeInTheDocument();

    fireEvent.click(within(card as HTMLElement).getByRole('button', { name: 'Revoke' }));
    expect(server.posts).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, revoke it' }));
    await waitFor(() =>
      expect(server.posts.map((p) => p.url)).toEqual([`/patient/consents/${signedConsent.id}/revoke`]),
    );
    expect(await within(card as HTMLElement).findByText(/Revoked by you on/)).toBeInTheDocument();
    expect(within(card as HTMLElement).queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument();
  });

  it("offers the center's optional consents to sign, with the expiry its form asks for", async () => {
    const server = fakeServer();
    renderPrivacy();
    const card = (await screen.findByRole('heading', { name: 'Share with the county' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(card).getByText(/OFFERED TEXT/)).toBeInTheDocument();
    fireEvent.input(within(card).getByLabelText('Ends on'), { target: { value: '2027-01-15' } });
    fireEvent.input(within(card).getByLabelText('Type your full name to sign'), {
      target: { value: 'Jamie Rivera' },
    });
    fireEvent.click(within(card).getByRole('checkbox'));
    fireEvent.click(within(card).getByRole('button', { name: 'I agree and sign' }));
    await waitFor(() =>
      expect(server.posts).toEqual([
        {
          url: '/patient/consents',
          body: {
            template_id: offered.id,
            template_version: 1,
            full_name: 'Jamie Rivera',
            agree: true,
            expires_on: '2027-01-15',
          },
        },
      ]),
    );
  });

  it('lists the disclosures and who viewed the record, by name, role and what they did', async () => {
    fakeServer();
    renderPrivacy();
    const shared = (await screen.findByText('FHIR Patient, Observation (PHQ-9)')).closest(
      'li',
    ) as HTMLElement;
    expect(shared).toHaveTextContent('Example Clinic');
    expect(shared).toHaveTextContent('Coordination of care');
    expect(screen.getByRole('button', { name: 'Download this list (CSV)' })).toBeInTheDocument();
    const viewed = (await screen.findByText('Dana Staff (staff)')).closest('li') as HTMLElement;
    expect(viewed).toHaveTextContent('Opened your profile');
    expect(screen.getByText('Olive Owner (owner)').closest('li')).toHaveTextContent('Viewed your reports');
    expect(screen.getByRole('button', { name: 'Download as a document (HTML)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download for other apps (FHIR)' })).toBeInTheDocument();
  });

  it('shows a failed read with a retry', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'The server is down.' }), { status: 503 })),
    );
    renderPrivacy();
    expect((await screen.findAllByText('The server is down.')).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  });
});

describe('who viewed my record, in words', () => {
  it('names reads by a connected system and downloads of the record', () => {
    const t = texts.current().t;
    expect(describeAccess('fhir.search', t)).toBe('Read your record through a connected system (FHIR)');
    expect(describeAccess('record.download', t)).toBe('Downloaded your record');
    expect(describeAccess('membership.read', t)).toBe('Opened your profile');
  });
});
