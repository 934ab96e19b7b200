import { messages } from '@portal/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { Composer } from './components/composer';

// Mantine's autosizing Textarea listens to document.fonts, which jsdom lacks.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

const GIF = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0]);

describe('the chat composer’s image picker', () => {
  let fetchSpy: MockInstance<typeof fetch>;
  beforeEach(() => {
    fetchSpy = vi.spyOn(globalThis, 'fetch');
  });
  afterEach(() => fetchSpy.mockRestore());

  const choose = async (file: File) => {
    const { container } = render(
      <Providers>
        <Composer channelId="channel-1" />
      </Providers>,
    );
    await userEvent.setup().upload(container.querySelector('input[type="file"]') as HTMLInputElement, file);
  };

  it('refuses a file whose bytes are not the image its name says: no attachment, no upload', async () => {
    await choose(new File(['<html>not a gif</html>'], 'scan.gif', { type: 'image/gif' }));
    expect(await screen.findByText(messages.imageContentMismatch)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Attachments' })).toBeNull();
    expect(screen.queryByText('scan.gif')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('lists and uploads a real image', async () => {
    fetchSpy.mockResolvedValue(new Response(JSON.stringify({ message: 'no' }), { status: 403 }));
    await choose(new File([GIF], 'scan.gif', { type: 'image/gif' }));
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    expect(String(fetchSpy.mock.calls[0]?.[0])).toContain('/chat/channels/channel-1/attachments/presign');
  });
});
