import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearOutbox, queued } from '../lib/outbox';
import { Tasks } from './tasks';

const task = (id: string, title: string, done = false) => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  title,
  description: '',
  days: [],
  done,
});

/** The server's answers: the task list, then what each done/undone call answers. */
function stubServer(list: ReturnType<typeof task>[], doneStatus = 200) {
  const posted: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method === 'POST' || init.method === 'DELETE') {
        posted.push(init.method === 'POST' ? url : `DELETE ${url}`);
        // The server keeps what it accepted: the next read of the list shows it.
        const changed = list.find((t) => url.includes(t.id));
        if (doneStatus < 400 && changed) changed.done = init.method === 'POST';
        const body =
          doneStatus < 400 ? { task: {} } : { message: 'This task is not one of your tasks for today.' };
        return new Response(JSON.stringify(body), { status: doneStatus });
      }
      return new Response(JSON.stringify({ date: '2026-11-23', tasks: list }), { status: 200 });
    }),
  );
  return posted;
}

const renderTasks = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Tasks />
    </QueryClientProvider>,
  );

describe("today's tasks", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    clearOutbox();
  });

  it('ticks a task at once and sends it', async () => {
    const posted = stubServer([task('1', 'Walk'), task('2', 'Journal', true)]);
    renderTasks();
    const walk = await screen.findByRole('checkbox', { name: 'Walk' });
    expect(screen.getByRole('checkbox', { name: 'Journal' })).toBeChecked();
    expect(screen.getByText('1 of 2 done')).toBeInTheDocument();
    await userEvent.click(walk);
    expect(walk).toBeChecked();
    await waitFor(() => expect(posted).toEqual(['/patient/tasks/00000000-0000-4000-8000-000000000001/done']));
  });

  it('unticks a done task and sends the undo', async () => {
    const posted = stubServer([task('2', 'Journal', true)]);
    renderTasks();
    const journal = await screen.findByRole('checkbox', { name: 'Journal' });
    expect(journal).toBeEnabled();
    await userEvent.click(journal);
    expect(journal).not.toBeChecked();
    await waitFor(() =>
      expect(posted).toEqual(['DELETE /patient/tasks/00000000-0000-4000-8000-000000000002/done']),
    );
    expect(await screen.findByText('0 of 1 done')).toBeInTheDocument();
  });

  it('offline, an untick replaces the waiting tick of the same task', async () => {
    const posted = stubServer([task('1', 'Walk')]);
    renderTasks();
    const walk = await screen.findByRole('checkbox', { name: 'Walk' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await userEvent.click(walk);
    expect(walk).toBeChecked();
    await userEvent.click(walk);
    expect(walk).not.toBeChecked();
    expect(screen.getByText('0 of 1 done')).toBeInTheDocument();
    expect(posted).toEqual([]);
    expect(queued()).toMatchObject([{ key: 'task:00000000-0000-4000-8000-000000000001', method: 'DELETE' }]);
  });

  it('un-ticks it and says why when the server refuses', async () => {
    stubServer([task('1', 'Walk')], 422);
    renderTasks();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Walk' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This task is not one of your tasks for today.',
    );
    expect(screen.getByRole('checkbox', { name: 'Walk' })).not.toBeChecked();
  });

  it('keeps a task ticked offline in the outbox, marked as waiting', async () => {
    const posted = stubServer([task('1', 'Walk')]);
    renderTasks();
    const walk = await screen.findByRole('checkbox', { name: 'Walk' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await userEvent.click(walk);
    expect(await screen.findByText('Waiting to send when you are back online.')).toBeInTheDocument();
    expect(walk).toBeChecked();
    expect(posted).toEqual([]);
    expect(queued()).toMatchObject([{ key: 'task:00000000-0000-4000-8000-000000000001', method: 'POST' }]);
  });

  it('says so when there are no tasks today, and offers a retry when the list fails', async () => {
    stubServer([]);
    const { unmount } = renderTasks();
    expect(await screen.findByText('No tasks for today. Enjoy your day.')).toBeInTheDocument();
    unmount();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"Server error."}', { status: 500 })),
    );
    renderTasks();
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
