import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type ConsentTemplate, messages } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsentTemplatesEditor } from './index';

const CENTER = '6f1c2b8e-1111-4a3b-9c2d-0000000000cc';
const version = (n: number, title: string): ConsentTemplate => ({
  kind: 'disclosure',
  title,
  information: 'Dates of attendance',
  recipient_kind: 'named',
  recipient: 'Example Clinic',
  purpose: 'Coordination of care',
  expiry_kind: 'date',
  expiry_date: null,
  expiry_event: null,
  redisclosure: null,
  revocation: 'You may revoke it in writing.',
  discloser: 'Harbor House',
  text: title,
  id: `6f1c2b8e-2222-4a3b-9c2d-00000000000${n}`,
  template_key: 'outside-provider',
  version: n,
  active: true,
  created_at: `2026-11-0${n}T10:00:00.000Z`,
});

let calls: { method: string; url: string; body?: unknown }[];
let postAnswer: () => Response;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  calls = [];
  postAnswer = () => json({ template: version(3, 'Share with Example Clinic') }, 201);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url, body });
      if (method === 'POST') return postAnswer();
      return json({
        templates: [version(2, 'Share with Example Clinic'), version(1, 'Share with the clinic')],
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderEditor() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={client}>
        <ConsentTemplatesEditor centerId={CENTER} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('ConsentTemplatesEditor', { timeout: 90_000 }, () => {
  it('lists each form with its versions; an edit is saved as the next version, never over a signed one', async () => {
    renderEditor();
    const form = await screen.findByRole('listitem');
    expect(within(form).getByText('Current: version 2')).toBeInTheDocument();
    expect(
      within(form).getByText(/2 versions: Version 2, saved on .*; Version 1, saved on/),
    ).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Edit Share with Example Clinic' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Share with Example Clinic' });
    expect(
      within(dialog).getByText('Consents signed on version 2 or earlier keep their text.'),
    ).toBeInTheDocument();
    const purpose = within(dialog).getByRole('textbox', { name: /Purpose/ });
    await userEvent.clear(purpose);
    await userEvent.click(purpose);
    await userEvent.paste('Referral for aftercare');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save as version 3' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      template_key: 'outside-provider',
      kind: 'disclosure',
      purpose: 'Referral for aftercare',
      recipient: 'Example Clinic',
      expiry_kind: 'date',
      active: true,
    });
  });

  it("shows the server's 2.31 sentences on the fields they name, and stays open", async () => {
    renderEditor();
    await userEvent.click(await screen.findByRole('button', { name: 'New consent form' }));
    const dialog = await screen.findByRole('dialog', { name: 'New consent form' });
    postAnswer = () =>
      json(
        {
          message: messages.consentRedisclosureRequired,
          errors: [{ field: 'redisclosure', message: messages.consentRedisclosureRequired }],
        },
        400,
      );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create form' }));
    const field = within(dialog).getByRole('textbox', { name: /Redisclosure statement/ });
    await waitFor(() => expect(field).toHaveAccessibleDescription(messages.consentRedisclosureRequired));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls.find((c) => c.method === 'POST')?.body).not.toHaveProperty('template_key');
  });
});
