import portalEnglish from 'virtual:texts/portal/en';
import portalSpanish from 'virtual:texts/portal/es';
import serverEnglish from 'virtual:texts/server/en';
import serverSpanish from 'virtual:texts/server/es';
import { messages, type TreatmentCenter } from '@portal/contracts';
import { esMessages } from '@portal/i18n/catalogues/es';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { texts } from '../../lib/i18n';
import { CenterInfoForm } from './components/center-info-form';

const center: TreatmentCenter = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Aspen House',
  logo_url: null,
  logo_key: null,
  time_zone: 'America/Chicago',
  phone: null,
  wizard: false,
  staff_members: [],
  created_at: '2026-01-01T00:00:00.000Z',
};

/** The center route: PUT answers the center as sent, or the error body given. */
function fakeServer(error?: { status: number; body: unknown }) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : null;
      sent.push(body);
      if (error) return new Response(JSON.stringify(error.body), { status: error.status });
      return new Response(JSON.stringify({ treatment_center: { ...center, ...body } }), { status: 200 });
    }),
  );
  return sent;
}

const renderForm = (c: TreatmentCenter = center) =>
  render(
    <Providers>
      <CenterInfoForm center={c} />
    </Providers>,
  );

describe('the center information form', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    texts.install('en', { ...portalEnglish, ...serverEnglish });
  });

  it('saves the phone typed in the mask as digits, beside the name and time zone', async () => {
    const sent = fakeServer();
    renderForm();
    const user = userEvent.setup();
    const phone = screen.getByLabelText(/^Center phone/);
    expect(phone).toHaveValue('');
    await user.type(phone, '5550100142');
    expect(phone).toHaveValue('+1 (555) 010-0142');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent).toEqual([{ name: 'Aspen House', time_zone: 'America/Chicago', phone: '15550100142' }]),
    );
    expect(await screen.findByText(messages.centerUpdated)).toBeInTheDocument();
  });

  it('shows a set phone formatted, and sends null when it is emptied', async () => {
    const sent = fakeServer();
    renderForm({ ...center, phone: '15550100142' });
    const user = userEvent.setup();
    const phone = screen.getByLabelText(/^Center phone/);
    expect(phone).toHaveValue('+1 (555) 010-0142');
    await user.clear(phone);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual([expect.objectContaining({ phone: null })]));
  });

  it('refuses a short phone on its field before sending anything, in the screen’s language', async () => {
    const sent = fakeServer();
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Center phone/), '555010');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.phoneMin)).toBeInTheDocument();
    expect(sent).toEqual([]);

    texts.install('es', { ...portalSpanish, ...serverSpanish });
    await user.click(await screen.findByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(esMessages.phoneMin)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Teléfono del centro/)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('puts the server’s sentence under the phone field', async () => {
    const message = 'Phone Number must contain only digits.';
    fakeServer({ status: 400, body: { message, errors: [{ field: 'phone', message }] } });
    renderForm({ ...center, phone: '15550100142' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    const phone = screen.getByLabelText(/^Center phone/);
    await waitFor(() => expect(phone).toHaveAccessibleDescription(expect.stringContaining(message)));
  });
});
