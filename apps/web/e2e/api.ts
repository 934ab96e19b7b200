import type { Page } from '@playwright/test';

/** Calls the API from the signed-in page, with the portal's own token: for setting up a journey. */
export async function api<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const token = window.localStorage.getItem('user-token');
      const res = await fetch(url, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          'X-Origin': 'webportal',
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
      return res.status === 204 ? null : res.json();
    },
    { method, url, body },
  );
}
