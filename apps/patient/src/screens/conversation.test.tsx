import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Conversation } from './conversation';

vi.mock('../lib/auth', () => ({ useAuth: () => ({ me: { id: 'me_1' } }) }));
// No socket in a unit test: the screen's live updates are the journeys' (app-messages.spec.ts).
vi.mock('../lib/realtime', async (original) => ({
  ...(await original<typeof import('../lib/realtime')>()),
  useRealtimeEvent: () => {},
}));

const CHANNEL = '00000000-0000-4000-8000-0000000000c1';
const channel = {
  id: CHANNEL,
  is_member: true,
  members: [
    { id: 'me_1', user_id: 'me_1', name: 'Casey Tester', label: null },
    { id: 'staff_1', user_id: 'staff_1', name: 'Sam Stone', label: 'Counselor' },
  ],
};

/** Every read of the conversation answers `status`; a 2xx answers the channel and no messages. */
function stubServer(status: number) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (status >= 400) return new Response(JSON.stringify({ message: 'Not found.' }), { status });
      if (url.endsWith('/read')) return new Response(null, { status: 204 });
      return new Response(JSON.stringify(url.includes('/messages') ? { messages: [] } : { channel }));
    }),
  );
}

const renderConversation = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Router hook={memoryLocation({ path: `/messages/${CHANNEL}` }).hook}>
        <Route path="/messages/:id">
          <Conversation />
        </Route>
      </Router>
    </QueryClientProvider>,
  );

describe('a conversation', () => {
  afterEach(() => vi.unstubAllGlobals());

  // Issue 38, item 6: another patient's conversation (the server hides it: 404; 403 were it to refuse).
  it.each([404, 403])(
    'not mine (%i): a plain "not found" with the way back, nothing to retry or write',
    async (status) => {
      stubServer(status);
      renderConversation();
      expect(await screen.findByRole('heading', { name: 'Conversation not found', level: 1 })).toBeVisible();
      expect(screen.getByRole('link', { name: /All conversations/ })).toHaveAttribute('href', '/messages');
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
      expect(screen.queryByRole('textbox', { name: 'Your message' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );

  // Issue 38, item 8: the composer's two buttons are icons, named for what they do.
  it('the composer: the text box, and icon buttons named "Attach an image" and "Send"', async () => {
    stubServer(200);
    renderConversation();
    const box = await screen.findByRole('textbox', { name: 'Your message' });
    const composer = box.closest('form');
    if (!composer) throw new Error('no composer form');
    const send = screen.getByRole('button', { name: 'Send' });
    const attach = screen.getByLabelText('Attach an image');
    expect(attach).toHaveAttribute('type', 'file');
    for (const control of [send, composer.querySelector('label[for="message-image"]')]) {
      expect(control?.querySelector('svg')).not.toBeNull();
      // Only the screen reader's text: nothing drawn as words beside the icon.
      const shown = [...(control?.childNodes ?? [])].filter(
        (n) => !(n instanceof Element && (n.classList.contains('sr-only') || n.tagName === 'svg')),
      );
      expect(shown.map((n) => n.textContent).join('')).toBe('');
    }
  });
});
