import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';

type Listener = (event: Record<string, unknown>) => void;

/**
 * public/push-sw.js run as the service worker runs it (imported by the generated worker), in a
 * worker-like global: what a push shows, and which page of the app a tap on it opens.
 */
function worker() {
  const listeners: Record<string, Listener> = {};
  const shown: { title: string; options: { data: { url: string } } }[] = [];
  const opened: string[] = [];
  const self = {
    addEventListener: (type: string, listener: Listener) => {
      listeners[type] = listener;
    },
    registration: {
      showNotification: async (title: string, options: { data: { url: string } }) => {
        shown.push({ title, options });
      },
    },
    clients: {
      matchAll: async () => [],
      openWindow: async (url: string) => {
        opened.push(url);
      },
    },
  };
  const source = readFileSync(path.resolve(import.meta.dirname, '../../public/push-sw.js'), 'utf8');
  vm.runInNewContext(source, { self });

  /** A push with this payload arrives, and the patient taps its notification. */
  async function pushAndTap(payload: unknown): Promise<string | undefined> {
    let work: Promise<unknown> = Promise.resolve();
    const waitUntil = (p: Promise<unknown>) => {
      work = p;
    };
    listeners.push?.({ data: { json: () => payload }, waitUntil });
    await work;
    const notification = shown.at(-1);
    listeners.notificationclick?.({ notification: { ...notification?.options, close() {} }, waitUntil });
    await work;
    return opened.at(-1);
  }
  return { pushAndTap };
}

describe('the push service worker', () => {
  it('opens an event reminder at its event on the Events and news screen', async () => {
    const sw = worker();
    expect(await sw.pushAndTap({ kind: 'event_reminder', id: 'b1f0c2d4-0000-4000-8000-000000000001' })).toBe(
      '/app/news#event-b1f0c2d4-0000-4000-8000-000000000001',
    );
  });

  it('opens a chat message at its conversation, and the others at their screen', async () => {
    const sw = worker();
    expect(await sw.pushAndTap({ kind: 'chat_message', id: 'c-42' })).toBe('/app/messages/c-42');
    expect(await sw.pushAndTap({ kind: 'alumni_notification', id: null })).toBe('/app/news');
    expect(await sw.pushAndTap({ kind: 'check_in_reminder', id: null })).toBe('/app/check-in');
  });

  it('opens a questionnaire reminder at the questionnaire it names, else at the list of those due', async () => {
    const sw = worker();
    const id = 'b1f0c2d4-0000-4000-8000-0000000000a5';
    expect(await sw.pushAndTap({ kind: 'assessment_due', id: null })).toBe('/app/assessments');
    expect(await sw.pushAndTap({ kind: 'assessment_last_day', id: null })).toBe('/app/assessments');
    expect(await sw.pushAndTap({ kind: 'assessment_due', id })).toBe(`/app/assessments/${id}`);
    expect(await sw.pushAndTap({ kind: 'assessment_last_day', id: '../x' })).toBe('/app/assessments');
  });

  it('never opens what the payload names outside the app: an odd id or kind opens a screen of the app', async () => {
    const sw = worker();
    expect(await sw.pushAndTap({ kind: 'event_reminder', id: '../../evil' })).toBe('/app/news');
    expect(await sw.pushAndTap({ kind: 'x', id: 'a', url: 'https://evil.example' })).toBe('/app/home');
  });
});
