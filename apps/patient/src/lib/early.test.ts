import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberedPatient } from './auth';
import { api } from './http';

const patient = { id: 'u1', email: 'p@example.com', name: 'Pat', is_patient: true };
const remember = (me: object, expiresInSeconds: number) => {
  window.localStorage.setItem('patient-app-token', 'token-1');
  window.localStorage.setItem(
    'patient-app-token-exp',
    String(Math.floor(Date.now() / 1000) + expiresInSeconds),
  );
  window.localStorage.setItem('patient-app-me', JSON.stringify(me));
};

// Issue 22: a patient signed in on this device opens on their screens at once, and the first reads
// started by boot/early.js are used instead of asking again.
describe('opening the app signed in', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    delete window.__patientEarly;
  });

  it('remembers a patient whose token is still good, and nobody else', () => {
    expect(rememberedPatient()).toBeNull();
    remember(patient, 3600);
    expect(rememberedPatient()).toEqual(patient);
    remember(patient, 30); // expires within the minute: the usual sign-in check first
    expect(rememberedPatient()).toBeNull();
    remember({ ...patient, is_patient: false }, 3600); // staff: the page pointing to the portal
    expect(rememberedPatient()).toBeNull();
    window.localStorage.removeItem('patient-app-token');
    remember(patient, 3600);
    window.localStorage.removeItem('patient-app-token');
    expect(rememberedPatient()).toBeNull();
  });

  it('takes an early answer once; the next read of the path is a request of its own', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ n: 2 }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    window.__patientEarly = {
      '/chat/unread': Promise.resolve(new Response(JSON.stringify({ n: 1 }), { status: 200 })),
    };
    expect(await api('GET', '/chat/unread')).toEqual({ n: 1 });
    expect(fetch).not.toHaveBeenCalled();
    expect(await api('GET', '/chat/unread')).toEqual({ n: 2 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('never answers a change with an early read', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    window.__patientEarly = {
      '/patient/tasks': Promise.resolve(new Response(JSON.stringify({ tasks: [] }), { status: 200 })),
    };
    await api('POST', '/patient/tasks', { id: 't' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(window.__patientEarly['/patient/tasks']).toBeDefined();
  });
});
