import { texts } from './i18n';

/**
 * What the portal knows about being offline: when it last heard from the server, and how to drop
 * every cached copy of patient data (at sign-out) so nothing outlives the session on a shared device.
 */
export const OFFLINE_CACHE = 'portal-data';
const LAST_SYNC_KEY = 'portal-last-sync';

/** What a write refused offline says (in the portal's language when it is said). */
export const offlineWriteRefused = () => texts.current().t('shell.offlineNotSaved');

export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export function recordSync(at = new Date()) {
  try {
    window.localStorage.setItem(LAST_SYNC_KEY, at.toISOString());
  } catch {
    // Storage can be full or disabled; the banner then shows no time.
  }
}

export function lastSync(): Date | null {
  const value = typeof window === 'undefined' ? null : window.localStorage.getItem(LAST_SYNC_KEY);
  return value ? new Date(value) : null;
}

export async function clearOfflineData() {
  if (typeof window === 'undefined') return;
  window.localStorage.removeItem(LAST_SYNC_KEY);
  if ('caches' in window) await window.caches.delete(OFFLINE_CACHE);
}
