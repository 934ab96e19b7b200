import english from 'virtual:texts/app/en';
import spanish from 'virtual:texts/app/es';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Membership, PatientCheckIn } from '../lib/data';
import { texts } from '../lib/i18n';
import { clearOutbox, queued } from '../lib/outbox';
import { CheckInForm } from './check-in';

const membership: Membership = {
  id: '00000000-0000-4000-8000-000000000001',
  treatment_center_id: '00000000-0000-4000-8000-000000000002',
  treatment_center_name: 'Harbor House',
  treatment_center_phone: null,
  status: 'active',
  first_name: 'Jamie',
  last_name: 'Doe',
  email: 'jamie@example.test',
  first_day: '2026-11-01',
  today: '2026-11-23',
  time_zone: 'America/New_York',
  language: null,
};
const presets = ['Doing well.', 'Holding on.', 'Call me.'];

function renderForm(current: PatientCheckIn | null = null, m: Membership = membership) {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <Router hook={memoryLocation({ path: '/check-in' }).hook}>
        <CheckInForm m={m} current={current} presets={presets} />
      </Router>
    </QueryClientProvider>,
  );
}

function stubServer() {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ check_in: {}, replaced: false }), { status: 201 });
    }),
  );
  return bodies;
}

describe('the daily check-in form', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    clearOutbox();
  });

  it('offers the six moods and the center’s three messages, and says what is missing', async () => {
    const bodies = stubServer();
    renderForm();
    for (const mood of ['Sad', 'Stressed', 'Scared', 'Relaxed', 'Confident', 'Happy']) {
      expect(screen.getByRole('radio', { name: new RegExp(mood) })).toBeInTheDocument();
    }
    for (const p of presets) expect(screen.getByRole('radio', { name: p })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send my check-in' }));
    expect(screen.getByText('Choose how you feel today.')).toBeInTheDocument();
    expect(screen.getByText('Choose a message for your center.')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it("sends mood, message and text, and starts from today's check-in to change it", async () => {
    const bodies = stubServer();
    renderForm({
      id: '00000000-0000-4000-8000-000000000003',
      date: '2026-11-23',
      mood: 30,
      preset_message: 2,
      preset_message_text: 'Holding on.',
      text: 'Long day.',
      replaced_count: 0,
      created_at: '2026-11-23T14:00:00Z',
    });
    expect(screen.getByRole('radio', { name: /Stressed/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Holding on.' })).toBeChecked();
    expect(screen.getByLabelText('Anything to add? (optional)')).toHaveValue('Long day.');
    await userEvent.click(screen.getByRole('radio', { name: /Happy/ }));
    await userEvent.clear(screen.getByLabelText('Anything to add? (optional)'));
    await userEvent.click(screen.getByRole('button', { name: 'Update my check-in' }));
    expect(await screen.findByText(/your check-in is saved/)).toBeInTheDocument();
    expect(bodies).toEqual([{ mood: 100, preset_message: 2, text: null }]);
  });

  it('keeps a check-in made offline on the phone and says it waits', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const bodies = stubServer();
    renderForm();
    await userEvent.click(screen.getByRole('radio', { name: /Relaxed/ }));
    await userEvent.click(screen.getByRole('radio', { name: 'Doing well.' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send my check-in' }));
    expect(await screen.findByText(/saved on this phone and will be sent/)).toBeInTheDocument();
    expect(bodies).toEqual([]);
    expect(queued()).toMatchObject([{ key: 'check-in', body: { mood: 80, preset_message: 1, text: null } }]);
  });

  it('tells a patient whose membership is not active to contact the center', () => {
    renderForm(null, { ...membership, status: 'inactive' });
    expect(screen.getByText('Your membership is not active. Contact your center.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('speaks Spanish to a patient who chose it, the center’s own messages as written', async () => {
    texts.install('es', spanish);
    try {
      renderForm();
      expect(screen.getByRole('group', { name: '¿Cómo se siente hoy?' })).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: /Triste/ })).toBeInTheDocument();
      expect(screen.getByLabelText('Doing well.')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Enviar mi registro' }));
      expect(screen.getByText('Elija cómo se siente hoy.')).toBeInTheDocument();
    } finally {
      texts.install('en', english);
    }
  });
});
