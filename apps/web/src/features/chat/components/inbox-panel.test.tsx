import { messages, routes } from '@portal/contracts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { channel } from '../chat-fixtures';
import type { ChatViewer } from '../viewer';
import { InboxPanel } from './inbox-panel';

const staff: ChatViewer = { id: 'portal_staff', centerId: 'c1', isModerator: false, inStaffList: true };

/** Answers the inbox's two calls like the server would. */
function serve(
  channels: ReturnType<typeof channel>[],
  unread: { channel_id: string; unread_count: number }[],
) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    const body = url.startsWith(routes.chatUnreadCounts.path)
      ? {
          total_unread_count: unread.reduce((n, c) => n + c.unread_count, 0),
          unread_channels: unread.length,
          channels: unread,
        }
      : { channels, total: channels.length };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
}

function renderInbox(viewer: ChatViewer = staff) {
  render(
    <Providers>
      <MemoryRouter>
        <InboxPanel viewer={viewer} />
      </MemoryRouter>
    </Providers>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('the Inbox', () => {
  it('says so when there are no conversations', async () => {
    serve([], []);
    renderInbox();
    expect(screen.getByRole('heading', { name: 'Inbox' })).toBeInTheDocument();
    expect(await screen.findByText(messages.inboxEmpty)).toBeInTheDocument();
  });

  it('lists conversations with the other person, a preview and the unread badge', async () => {
    const ch = channel();
    const fetchSpy = serve([ch], [{ channel_id: ch.id, unread_count: 2 }]);
    renderInbox();
    const link = await screen.findByRole('link', { name: 'Pat Doe, 2 unread messages' });
    expect(link).toHaveAttribute('href', `/chats/${ch.id}`);
    expect(link).toHaveTextContent('Hello there');
    expect(link).toHaveTextContent('2');
    // The inbox asks for 20 conversations a page (spec §9).
    expect(String(fetchSpy.mock.calls.find(([u]) => String(u).startsWith('/chat/channels'))?.[0])).toContain(
      'limit=20',
    );
  });

  it('shows a count above 9 in full up to 99, then 99+, and names the exact count (issue 20)', async () => {
    const a = channel({ id: 'c-12' });
    const b = channel({ id: 'c-150', members: a.members });
    serve(
      [a, b],
      [
        { channel_id: a.id, unread_count: 12 },
        { channel_id: b.id, unread_count: 150 },
      ],
    );
    renderInbox();
    const twelve = await screen.findByRole('link', { name: 'Pat Doe, 12 unread messages' });
    expect(twelve.querySelector('[data-unread-badge]')).toHaveTextContent(/^12$/);
    const many = screen.getByRole('link', { name: 'Pat Doe, 150 unread messages' });
    expect(many.querySelector('[data-unread-badge]')).toHaveTextContent(/^99\+$/);
  });
});
