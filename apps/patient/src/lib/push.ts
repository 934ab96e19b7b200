import { endpoints } from './endpoints';
import { api } from './http';

/** Web Push on this device (the app's service worker receives; public/push-sw.js shows). */

/** A name the patient recognises this device by (the browser and system, nothing personal). */
export function deviceLabel() {
  const ua = navigator.userAgent;
  const os = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad/.test(ua)
      ? 'iPhone'
      : /Mac/.test(ua)
        ? 'Mac'
        : /Windows/.test(ua)
          ? 'Windows'
          : 'Linux';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Firefox\//.test(ua)
      ? 'Firefox'
      : /Chrome\//.test(ua)
        ? 'Chrome'
        : 'Safari';
  return `${browser} on ${os}`;
}

export const supported = () =>
  'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

export function base64UrlToBytes(s: string): Uint8Array<ArrayBuffer> {
  const b = atob(
    s
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(s.length / 4) * 4, '='),
  );
  const out = new Uint8Array(new ArrayBuffer(b.length));
  for (let i = 0; i < b.length; i++) out[i] = b.charCodeAt(i);
  return out;
}

/**
 * At each start, a device whose browser still holds a subscription tells the server again (the
 * server updates the same endpoint): a subscription the server dropped (the push service once
 * answered 404/410, or the patient signed in again) comes back without the patient doing anything.
 */
export async function renewPushSubscription(): Promise<void> {
  if (!supported() || Notification.permission !== 'granted') return;
  const registration = await navigator.serviceWorker.getRegistration('/app/');
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await api('POST', endpoints.pushSubscribe, { ...subscription.toJSON(), device_label: deviceLabel() });
}
