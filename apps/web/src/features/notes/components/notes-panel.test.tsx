import portalEnglish from 'virtual:texts/portal/en';
import portalSpanish from 'virtual:texts/portal/es';
import serverEnglish from 'virtual:texts/server/en';
import serverSpanish from 'virtual:texts/server/es';
import { MantineProvider } from '@mantine/core';
import { messages } from '@portal/contracts';
import { esFieldLabels } from '@portal/i18n';
import { esMessages } from '@portal/i18n/catalogues/es';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { texts } from '../../../lib/i18n';
import { NotesPanel } from './notes-panel';

const MEMBERSHIP = '6f1c2b8e-1111-4a3b-9c2d-000000000001';
const note = {
  id: '6f1c2b8e-2222-4a3b-9c2d-000000000002',
  content: 'Saved on the server',
  content_mobile: 'Saved on the server',
  author_name: 'Sam Stone',
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
};

/** The network boundary: every request the panel makes, answered like the API does. */
let calls: { method: string; url: string }[];
beforeEach(() => {
  // Mantine's autosize textarea listens to document.fonts, which jsdom lacks.
  if (!document.fonts) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  }
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ method: init.method ?? 'GET', url });
      if (init.method === 'DELETE') return new Response(null, { status: 204 });
      return new Response(JSON.stringify([note]), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  texts.install('en', { ...portalEnglish, ...serverEnglish });
});

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <NotesPanel membershipId={MEMBERSHIP} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('NotesPanel', { timeout: 20_000 }, () => {
  it('keeps a new note local until saved: deleting it asks, then removes it without a call', async () => {
    const user = userEvent.setup();
    renderPanel();
    expect(await screen.findByText('Saved on the server')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await user.type(screen.getByLabelText('New note'), 'Only here');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByText(messages.noteDeleteConfirm)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByLabelText('New note')).not.toBeInTheDocument());
    expect(calls.map((c) => c.method)).toEqual(['GET']);
  });

  it('refuses to save an empty note, with the message and no call', async () => {
    const user = userEvent.setup();
    renderPanel();
    await screen.findByText('Saved on the server');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(screen.getByText(messages.noteRequired)).toBeInTheDocument();
    expect(calls.map((c) => c.method)).toEqual(['GET']);
  });

  it('asks before deleting a saved note; No keeps it, Yes sends DELETE', async () => {
    const user = userEvent.setup();
    renderPanel();
    await screen.findByText('Saved on the server');
    await user.click(screen.getByRole('button', { name: 'Delete note' }));
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete note' }));
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'DELETE',
        url: `/v3/memberships/${MEMBERSHIP}/tcenter_notes/${note.id}`,
      }),
    );
  });

  it('says when the notes could not be loaded and loads them on Retry (issue 20)', async () => {
    const user = userEvent.setup();
    let fail = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        fail
          ? new Response(JSON.stringify({ message: messages.requestFailed }), {
              status: 403,
              headers: { 'content-type': 'application/json' },
            })
          : new Response(JSON.stringify([note]), {
              status: 200,
              headers: { 'content-type': 'application/json' },
            }),
      ),
    );
    renderPanel();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The notes could not be loaded.');
    expect(alert).toHaveTextContent(messages.requestFailed);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Saved on the server')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('speaks Spanish: the count, the note’s date in the Spanish order, an empty note refused', async () => {
    texts.install('es', { ...portalSpanish, ...serverSpanish });
    const user = userEvent.setup();
    renderPanel();
    expect(await screen.findByText('1 nota')).toBeInTheDocument();
    expect(screen.getByText(/^Sam Stone · 20 nov 2026, /)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Agregar nota' }));
    await user.click(screen.getByRole('button', { name: 'Guardar nota' }));
    expect(screen.getByText(esMessages.noteRequired)).toBeInTheDocument();
    expect(calls.map((c) => c.method)).toEqual(['GET']);
  });

  it('says a note over 20,000 characters is too long in Spanish, and sends nothing', async () => {
    texts.install('es', { ...portalSpanish, ...serverSpanish });
    const { t } = texts.current();
    const user = userEvent.setup();
    renderPanel();
    await screen.findByText('Saved on the server');
    await user.click(screen.getByRole('button', { name: t('notes.add') }));
    await user.click(screen.getByLabelText(t('notes.new')));
    await user.paste('x'.repeat(20_001));
    await user.click(screen.getByRole('button', { name: t('notes.save') }));
    expect(
      screen.getByText(t('validation.tooLong', { field: esFieldLabels['The text'], max: 20_000 })),
    ).toBeInTheDocument();
    expect(calls.map((c) => c.method)).toEqual(['GET']);
  });
});
