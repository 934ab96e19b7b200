import { messages } from '@portal/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { httpSettings } from '../../lib/http';
import { EventFormModal } from './components/event-form-modal';

// Mantine's autosizing Textarea listens to document.fonts, which jsdom lacks.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const KEY = '11111111-1111-4111-8111-111111111111/events/22222222-2222-4222-8222-222222222222.png';
const UPLOAD_URL = `http://localhost/uploads/${KEY}?X-Expires=1&X-Size=11&X-Signature=abc`;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderModal() {
  const onClose = vi.fn();
  render(
    <Providers>
      <EventFormModal opened onClose={onClose} />
    </Providers>,
  );
  return { user: userEvent.setup(), onClose };
}

async function fillForm(dialog: HTMLElement) {
  fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'Alumni picnic' } });
  fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: '2030-07-01' } });
  fireEvent.change(within(dialog).getByLabelText(/^Time/), { target: { value: '18:30' } });
  fireEvent.change(within(dialog).getByLabelText(/^Description/), { target: { value: 'Bring a friend.' } });
}

const imageInput = (dialog: HTMLElement) => dialog.querySelector('input[type="file"]') as HTMLInputElement;

describe('the Add Event modal', { timeout: 30_000 }, () => {
  let fetchSpy: MockInstance<typeof fetch>;
  const saved = { ...httpSettings };
  beforeEach(() => {
    fetchSpy = vi.spyOn(globalThis, 'fetch');
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    Object.assign(httpSettings, { timeoutMs: 500, cancelMs: 2000 });
  });
  afterEach(() => {
    fetchSpy.mockRestore();
    Object.assign(httpSettings, saved);
  });

  it("answers every field's spec message and sends nothing", async () => {
    const { user } = renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Add Event' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Event' }));
    for (const text of [
      messages.titleRequired,
      messages.dateRequired,
      messages.timeRequired,
      messages.descriptionRequired,
    ]) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('uploads the chosen image to its presigned URL, then creates the event with the combined date and time', async () => {
    fetchSpy
      .mockResolvedValueOnce(
        json(200, {
          url: UPLOAD_URL,
          key: KEY,
          public_url: `http://localhost/uploads/${KEY}`,
          headers: { 'Content-Type': 'image/png' },
          expires_at: '2030-01-01T00:00:00.000Z',
        }),
      )
      .mockResolvedValueOnce(new Response(null, { status: 200 }))
      .mockResolvedValueOnce(json(201, { alumni_event: {} }));
    const { user, onClose } = renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Add Event' });
    await fillForm(dialog);
    await user.upload(imageInput(dialog), new File([PNG], 'picnic.png', { type: 'image/png' }));
    expect(await within(dialog).findByAltText('Preview of the event image')).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add Event' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());

    const [presign, put, create] = fetchSpy.mock.calls as unknown as [
      [string, RequestInit],
      [string, RequestInit],
      [string, RequestInit],
    ];
    expect(presign[0]).toBe('/v3/alumni_events/get_presigned_url?content_type=image%2Fpng&size=11');
    expect(put[0]).toBe(UPLOAD_URL);
    expect(put[1].method).toBe('PUT');
    // The URL is the permission: no bearer token goes to the storage.
    expect(put[1].headers).toEqual({ 'Content-Type': 'image/png' });
    expect(put[1].body).toBeInstanceOf(File);
    expect(create[0]).toBe('/v3/alumni_events');
    expect(JSON.parse(create[1].body as string)).toEqual({
      title: 'Alumni picnic',
      description: 'Bring a friend.',
      event_date: '2030-07-01T18:30',
      image_key: KEY,
    });
    expect(await screen.findByText(messages.eventCreated)).toBeInTheDocument();
  });

  it('retries a failed upload twice, then shows the upload error, stops the spinner and saves nothing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchSpy.mockResolvedValueOnce(
      json(200, {
        url: UPLOAD_URL,
        key: KEY,
        public_url: '',
        headers: { 'Content-Type': 'image/png' },
        expires_at: '2030-01-01T00:00:00.000Z',
      }),
    );
    fetchSpy.mockResolvedValue(new Response(null, { status: 503 }));
    const { user, onClose } = renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Add Event' });
    await fillForm(dialog);
    await user.upload(imageInput(dialog), new File([PNG], 'picnic.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Event' }));
    expect(await screen.findByText(messages.uploadFailed)).toBeInTheDocument();
    const puts = fetchSpy.mock.calls.filter(
      ([, init]) => (init as RequestInit | undefined)?.method === 'PUT',
    );
    expect(puts).toHaveLength(3);
    expect(fetchSpy.mock.calls.some(([url]) => url === '/v3/alumni_events')).toBe(false);
    expect(log).toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Add Event' })).not.toHaveAttribute('data-loading'),
    );
    log.mockRestore();
  });

  it('refuses an image over 10 Mb and a file that is not an image', async () => {
    const { user } = renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Add Event' });
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(imageInput(dialog), big);
    expect(await within(dialog).findByText(messages.imageTooLarge)).toBeInTheDocument();
    expect(within(dialog).queryByAltText('Preview of the event image')).toBeNull();
    const upload = userEvent.setup({ applyAccept: false });
    await upload.upload(imageInput(dialog), new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }));
    expect(await within(dialog).findByText(messages.imageType)).toBeInTheDocument();
  });

  it('checks the bytes before the preview: a text file named .png gets the message, no broken preview', async () => {
    const { user } = renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Add Event' });
    const fake = new File(['just some text, renamed'], 'photo.png', { type: 'image/png' });
    await user.upload(imageInput(dialog), fake);
    expect(await within(dialog).findByText(messages.imageContentMismatch)).toBeInTheDocument();
    expect(within(dialog).queryByAltText('Preview of the event image')).toBeNull();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    // A real image chosen next replaces the message with its preview.
    await user.upload(imageInput(dialog), new File([PNG], 'picnic.png', { type: 'image/png' }));
    expect(await within(dialog).findByAltText('Preview of the event image')).toBeInTheDocument();
    expect(within(dialog).queryByText(messages.imageContentMismatch)).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
