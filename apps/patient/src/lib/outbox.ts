import { useSyncExternalStore } from 'react';
import { ApiError, api, OfflineError } from './http';

/**
 * The offline outbox: a check-in or a task marked while offline waits here (on this device) and is
 * sent once when the connection is back, oldest first. A newer change of the same thing replaces
 * the waiting one (one check-in a day, a task's last state: done, or undone again), so nothing is
 * sent twice; the server keeps one check-in per day and one completion per task (and an undo of a
 * task not done is a no-op), so even a resend after a crash changes nothing more. A refusal (4xx)
 * is dropped and remembered so the screen can say so.
 */
export interface QueuedAction {
  /** What it changes: one waiting action per key. */
  key: string;
  method: 'POST' | 'DELETE';
  path: string;
  body?: unknown;
  queued_at: string;
}

const KEY = 'patient-app-outbox';
const FAILED_KEY = 'patient-app-outbox-failed';
const listeners = new Set<() => void>();
let snapshot: QueuedAction[] | null = null;

function read(): QueuedAction[] {
  if (snapshot) return snapshot;
  try {
    snapshot = JSON.parse(window.localStorage.getItem(KEY) ?? '[]') as QueuedAction[];
  } catch {
    snapshot = [];
  }
  return snapshot;
}

function write(items: QueuedAction[]) {
  snapshot = items;
  window.localStorage.setItem(KEY, JSON.stringify(items));
  for (const l of listeners) l();
}

export function queued(): QueuedAction[] {
  return read();
}

export function enqueue(action: Omit<QueuedAction, 'queued_at'>) {
  const rest = read().filter((a) => a.key !== action.key);
  write([...rest, { ...action, queued_at: new Date().toISOString() }]);
}

export function clearOutbox() {
  write([]);
  window.localStorage.removeItem(FAILED_KEY);
}

/** The last refusal of a queued action, for the screen to show. */
export function lastFailure(): string | null {
  return window.localStorage.getItem(FAILED_KEY);
}

let flushing: Promise<number> | null = null;
const sentListeners = new Set<() => void>();
/** Called after queued actions were delivered (screens refetch). */
export function onDelivered(listener: () => void) {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

async function flushNow(): Promise<number> {
  let sent = 0;
  for (;;) {
    const [next] = read();
    if (!next) break;
    try {
      await api(next.method, next.path, next.body);
      sent++;
    } catch (err) {
      if (err instanceof OfflineError) break;
      if (err instanceof ApiError && err.status >= 500) break;
      window.localStorage.setItem(FAILED_KEY, err instanceof Error ? err.message : 'refused');
    }
    // Delivered (or refused for good): it leaves the outbox before the next one is sent. A newer
    // change of the same thing queued meanwhile (an untick while the tick was on its way) stays.
    const sentCopy = JSON.stringify(next);
    write(read().filter((a) => JSON.stringify(a) !== sentCopy));
  }
  if (sent) for (const l of sentListeners) l();
  return sent;
}

/**
 * Sends what waits, one run at a time; across tabs of the same browser too (Web Locks), so two open
 * tabs coming back online do not both send the same check-in.
 */
export function flushOutbox(): Promise<number> {
  flushing ??= (async () => {
    try {
      if (navigator.locks) return await navigator.locks.request(KEY, () => flushNow());
      return await flushNow();
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}

/** Sends now when online; otherwise (or when the network fails) queues it. */
export async function sendOrQueue<T>(
  action: Omit<QueuedAction, 'queued_at'>,
): Promise<{ queued: true } | { queued: false; data: T }> {
  if (!navigator.onLine) {
    enqueue(action);
    return { queued: true };
  }
  try {
    const data = await api<T>(action.method, action.path, action.body);
    return { queued: false, data };
  } catch (err) {
    if (!(err instanceof OfflineError)) throw err;
    enqueue(action);
    return { queued: true };
  }
}

export function useOutbox(): QueuedAction[] {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      const storage = (e: StorageEvent) => {
        if (e.key === KEY) {
          snapshot = null;
          onChange();
        }
      };
      window.addEventListener('storage', storage);
      return () => {
        listeners.delete(onChange);
        window.removeEventListener('storage', storage);
      };
    },
    read,
    read,
  );
}

/** Whether the browser says it is online, live. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener('online', onChange);
      window.addEventListener('offline', onChange);
      return () => {
        window.removeEventListener('online', onChange);
        window.removeEventListener('offline', onChange);
      };
    },
    () => navigator.onLine,
    () => true,
  );
}
