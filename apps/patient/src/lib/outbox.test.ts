import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearOutbox, enqueue, flushOutbox, lastFailure, onDelivered, queued, sendOrQueue } from './outbox';

/** What the outbox sent, and the server's answers in order (a network failure is `'offline'`). */
function server(answers: (number | 'offline')[]) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const answer = answers.shift() ?? 201;
      if (answer === 'offline') throw new TypeError('Failed to fetch');
      sent.push({ method: String(init.method), url, body: init.body ? JSON.parse(String(init.body)) : null });
      return new Response(JSON.stringify(answer < 400 ? {} : { message: 'Refused.' }), { status: answer });
    }),
  );
  return sent;
}

const online = (value: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);

describe('the offline outbox', () => {
  beforeEach(() => {
    clearOutbox();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('queues a change made offline, and a newer check-in replaces the waiting one', async () => {
    online(false);
    server([]);
    await sendOrQueue({ key: 'check-in', method: 'POST', path: '/patient/check_ins', body: { mood: 20 } });
    await sendOrQueue({ key: 'task:1', method: 'POST', path: '/patient/tasks/1/done' });
    await sendOrQueue({ key: 'check-in', method: 'POST', path: '/patient/check_ins', body: { mood: 100 } });
    expect(queued().map((a) => [a.key, a.body])).toEqual([
      ['task:1', undefined],
      ['check-in', { mood: 100 }],
    ]);
  });

  it('sends each waiting change once, oldest first, when the connection is back', async () => {
    online(true);
    enqueue({ key: 'task:1', method: 'POST', path: '/patient/tasks/1/done' });
    enqueue({ key: 'check-in', method: 'POST', path: '/patient/check_ins', body: { mood: 90 } });
    const sent = server([201, 201]);
    const delivered = vi.fn();
    const off = onDelivered(delivered);
    // Two triggers at once (the online event and the app opening): one run.
    const [a, b] = await Promise.all([flushOutbox(), flushOutbox()]);
    off();
    expect(a).toBe(2);
    expect(b).toBe(2);
    expect(sent.map((s) => s.url)).toEqual(['/patient/tasks/1/done', '/patient/check_ins']);
    expect(queued()).toEqual([]);
    expect(delivered).toHaveBeenCalledTimes(1);
    expect(await flushOutbox()).toBe(0);
  });

  it('keeps what the network did not take, and drops what the server refused (saying so)', async () => {
    online(true);
    enqueue({ key: 'task:gone', method: 'POST', path: '/patient/tasks/gone/done' });
    enqueue({ key: 'check-in', method: 'POST', path: '/patient/check_ins', body: { mood: 80 } });
    server(['offline']);
    expect(await flushOutbox()).toBe(0);
    expect(queued()).toHaveLength(2);
    const sent = server([422, 200]);
    expect(await flushOutbox()).toBe(1);
    expect(sent).toHaveLength(2);
    expect(queued()).toEqual([]);
    expect(lastFailure()).toBe('Refused.');
  });

  it('sends at once when online, and queues when the request cannot leave', async () => {
    online(true);
    server([201]);
    expect(await sendOrQueue({ key: 'check-in', method: 'POST', path: '/patient/check_ins' })).toEqual({
      queued: false,
      data: {},
    });
    server(['offline']);
    expect(await sendOrQueue({ key: 'check-in', method: 'POST', path: '/patient/check_ins' })).toEqual({
      queued: true,
    });
    expect(queued()).toHaveLength(1);
  });

  it("keeps a task's last state: an untick replaces a waiting tick, even one on its way", async () => {
    online(false);
    server([]);
    await sendOrQueue({ key: 'task:1', method: 'POST', path: '/patient/tasks/1/done' });
    await sendOrQueue({ key: 'task:1', method: 'DELETE', path: '/patient/tasks/1/done' });
    expect(queued().map((a) => [a.key, a.method])).toEqual([['task:1', 'DELETE']]);
    await sendOrQueue({ key: 'task:1', method: 'POST', path: '/patient/tasks/1/done' });
    expect(queued().map((a) => [a.key, a.method])).toEqual([['task:1', 'POST']]);

    // Back online: while the tick is being sent, the patient unticks again (still queued first).
    online(true);
    let release: () => void = () => {};
    const sent: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        sent.push(`${init.method} ${url}`);
        if (sent.length === 1) await new Promise<void>((r) => (release = r));
        return new Response('{}', { status: 200 });
      }),
    );
    const flushing = flushOutbox();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    enqueue({ key: 'task:1', method: 'DELETE', path: '/patient/tasks/1/done' });
    release();
    expect(await flushing).toBe(2);
    expect(sent).toEqual(['POST /patient/tasks/1/done', 'DELETE /patient/tasks/1/done']);
    expect(queued()).toEqual([]);
  });
});
