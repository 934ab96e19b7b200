import portalEnglish from 'virtual:texts/portal/en';
import portalSpanish from 'virtual:texts/portal/es';
import serverEnglish from 'virtual:texts/server/en';
import serverSpanish from 'virtual:texts/server/es';
import { messages } from '@portal/contracts';
import { esFieldLabels } from '@portal/i18n';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { texts } from '../../lib/i18n';
import { NewNotificationModal } from './components/new-notification-modal';

// Mantine's autosizing Textarea listens to document.fonts, which jsdom lacks.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

const CENTER = '11111111-1111-4111-8111-111111111111';

function renderModal() {
  const onClose = vi.fn();
  render(
    <Providers>
      <NewNotificationModal opened onClose={onClose} centerId={CENTER} />
    </Providers>,
  );
  return { user: userEvent.setup(), onClose };
}

describe('the New Alumni Notification modal', { timeout: 30_000 }, () => {
  let fetchSpy: MockInstance<typeof fetch>;
  beforeEach(() => {
    fetchSpy = vi.spyOn(globalThis, 'fetch');
  });
  afterEach(() => {
    fetchSpy.mockRestore();
    texts.install('en', { ...portalEnglish, ...serverEnglish });
  });

  it('requires the message text, blanks included, and sends nothing without it', async () => {
    const { user } = renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'New Alumni Notification' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText(messages.notificationRequired)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^Message/), { target: { value: '   ' } });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText(messages.notificationRequired)).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('says a message over 1000 characters is too long, in Spanish, and sends nothing', async () => {
    texts.install('es', { ...portalSpanish, ...serverSpanish });
    const { t } = texts.current();
    const { user } = renderModal();
    const dialog = await screen.findByRole('dialog', { name: t('notifications.new') });
    // The box stops at 1000 as one types; a longer text can still be set (autofill, a script).
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'x'.repeat(1001) } });
    await user.click(within(dialog).getByRole('button', { name: t('notifications.send') }));
    expect(
      within(dialog).getByText(
        t('validation.tooLong', { field: esFieldLabels['The message text'], max: 1000 }),
      ),
    ).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("sends the message to the center's send_alumni_notification and says so", async () => {
    fetchSpy.mockResolvedValueOnce(
      new Response(
        JSON.stringify({
          alumni_notification: {
            id: '22222222-2222-4222-8222-222222222222',
            message: 'See you Friday',
            sent_at: '2030-01-01T00:00:00.000Z',
            sent_by: 'Olivia Owner',
            recipients_count: 3,
          },
        }),
        { status: 201, headers: { 'content-type': 'application/json' } },
      ),
    );
    const { user, onClose } = renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'New Alumni Notification' });
    fireEvent.change(within(dialog).getByLabelText(/^Message/), { target: { value: 'See you Friday' } });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`/v3/treatment_centers/${CENTER}/send_alumni_notification`);
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ message: 'See you Friday' });
    expect(await screen.findByText(messages.notificationSent)).toBeInTheDocument();
  });

  it("shows the server's message when sending fails, and stays open", async () => {
    fetchSpy.mockResolvedValueOnce(
      new Response(JSON.stringify({ message: 'You do not have access to this.' }), {
        status: 403,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const { user, onClose } = renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'New Alumni Notification' });
    fireEvent.change(within(dialog).getByLabelText(/^Message/), { target: { value: 'Hello' } });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('You do not have access to this.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
