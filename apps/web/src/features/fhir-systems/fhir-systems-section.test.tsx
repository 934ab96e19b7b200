import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type FhirSystem, messages } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FhirSystemsSection } from './index';

const CENTER = '6f1c2b8e-1111-4a3b-9c2d-0000000000cc';
const EHR: FhirSystem = {
  id: '6f1c2b8e-3333-4a3b-9c2d-000000000001',
  name: 'Harbor EHR',
  kind: 'within',
  recipient: null,
  purpose: null,
  scopes: ['system/*.read'],
  jwks_url: 'https://ehr.example/jwks.json',
  jwks_keys: null,
  status: 'active',
  created_at: '2026-11-02T10:00:00.000Z',
  disabled_at: null,
};
const PUBLIC_KEY = { kty: 'EC', crv: 'P-384', x: 'kcpFYcHR3ZWPLyNElN5Xx', y: 'H0GMTGj4XdZVlLdtMHkLJO' };

let calls: { method: string; url: string; body?: unknown }[];
let postAnswer: (url: string) => Response;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  calls = [];
  postAnswer = (url) =>
    url.endsWith('/disable')
      ? json({ system: { ...EHR, status: 'disabled', disabled_at: '2026-11-03T10:00:00.000Z' } })
      : json({ system: { ...EHR, id: '6f1c2b8e-3333-4a3b-9c2d-000000000002', name: 'Plan' } }, 201);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url, body });
      if (method === 'POST') return postAnswer(url);
      return json({
        systems: [EHR],
        fhir_base: 'https://portal.example/fhir/R4',
        token_url: 'https://portal.example/fhir/R4/auth/token',
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={client}>
        <FhirSystemsSection centerId={CENTER} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const posts = () => calls.filter((c) => c.method === 'POST');

describe('FhirSystemsSection', { timeout: 90_000 }, () => {
  it('lists the systems with what their IT configures, and disables one only after a confirmation', async () => {
    renderSection();
    const item = await screen.findByRole('listitem');
    expect(within(item).getByText('Harbor EHR')).toBeInTheDocument();
    expect(within(item).getByText(`Client ID: ${EHR.id}`)).toBeInTheDocument();
    expect(within(item).getByText('Within the center')).toBeInTheDocument();
    expect(screen.getByText('https://portal.example/fhir/R4/auth/token')).toBeInTheDocument();

    await userEvent.click(within(item).getByRole('button', { name: 'Disable Harbor EHR' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable this system?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts()).toEqual([]);

    await userEvent.click(within(item).getByRole('button', { name: 'Disable Harbor EHR' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Disable this system?' })).getByRole('button', {
        name: 'Yes',
      }),
    );
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.url).toContain(`/v3/treatment_centers/${CENTER}/fhir_systems/${EHR.id}/disable`);
  });

  it('registers an outside recipient with a pasted key set, refusing a private key and bad JSON before sending', async () => {
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Register a system' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register a system' });
    const form = within(dialog);
    await userEvent.type(form.getByRole('textbox', { name: /^Name/ }), 'Plan claims');
    await userEvent.click(form.getByRole('radio', { name: /An outside recipient/ }));
    await userEvent.click(form.getByRole('radio', { name: 'Paste the key set' }));
    const keys = form.getByRole('textbox', { name: /Public key set/ });

    // Nothing named yet, not JSON: the sentences on their fields, nothing sent.
    await userEvent.click(keys);
    await userEvent.paste('{"keys": [');
    await userEvent.click(form.getByRole('button', { name: 'Register system' }));
    await waitFor(() => expect(keys).toHaveAccessibleDescription(/The key set is not valid JSON\./));

    await userEvent.clear(keys);
    await userEvent.click(keys);
    await userEvent.paste(JSON.stringify({ keys: [{ ...PUBLIC_KEY, d: 'private' }] }));
    await userEvent.click(form.getByRole('button', { name: 'Register system' }));
    await waitFor(() =>
      expect(keys).toHaveAccessibleDescription(new RegExp(messages.fhirSystemJwksPrivate.slice(0, 30))),
    );
    expect(form.getByRole('textbox', { name: /^Recipient/ })).toHaveAccessibleDescription(
      messages.fhirSystemRecipientRequired,
    );
    expect(posts()).toEqual([]);

    await userEvent.clear(keys);
    await userEvent.click(keys);
    await userEvent.paste(JSON.stringify({ keys: [PUBLIC_KEY] }));
    await userEvent.type(form.getByRole('textbox', { name: /^Recipient/ }), 'Example Health Plan');
    await userEvent.type(form.getByRole('textbox', { name: /^Purpose/ }), 'Payment of your treatment');
    await userEvent.click(form.getByRole('checkbox', { name: /Everything served/ }));
    await userEvent.click(form.getByRole('checkbox', { name: 'Patients' }));
    await userEvent.click(form.getByRole('checkbox', { name: 'Check-ins and assessment scores' }));
    await userEvent.click(form.getByRole('button', { name: 'Register system' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts()[0]?.body).toEqual({
      name: 'Plan claims',
      kind: 'recipient',
      recipient: 'Example Health Plan',
      purpose: 'Payment of your treatment',
      jwks_url: null,
      jwks: { keys: [PUBLIC_KEY] },
      scopes: ['system/Patient.read', 'system/Observation.read'],
    });
  });

  it("shows the server's sentence on the field it names, and stays open", async () => {
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Register a system' }));
    const form = within(await screen.findByRole('dialog', { name: 'Register a system' }));
    await userEvent.type(form.getByRole('textbox', { name: /^Name/ }), 'EHR');
    await userEvent.type(form.getByRole('textbox', { name: /JWKS URL/ }), 'https://ehr.example/jwks');
    postAnswer = () =>
      json(
        {
          message: messages.fhirSystemJwksUrlInvalid,
          errors: [{ field: 'jwks_url', message: messages.fhirSystemJwksUrlInvalid }],
        },
        400,
      );
    await userEvent.click(form.getByRole('button', { name: 'Register system' }));
    await waitFor(() =>
      expect(form.getByRole('textbox', { name: /JWKS URL/ })).toHaveAccessibleDescription(
        messages.fhirSystemJwksUrlInvalid,
      ),
    );
    expect(posts()[0]?.body).toMatchObject({
      kind: 'within',
      jwks_url: 'https://ehr.example/jwks',
      scopes: ['system/*.read'],
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
