import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Field } from '../components/field';
import { endpoints } from '../lib/endpoints';
import { api, errorText, fieldError } from '../lib/http';
import { useT } from '../lib/i18n';
import { base64UrlToBytes, deviceLabel, supported } from '../lib/push';

/** Notifications on this phone: Web Push opt-in, and the time of the daily check-in reminder. */
export function NotificationSettings() {
  const t = useT();
  return (
    <>
      <h1 tabIndex={-1}>{t('notifications.title')}</h1>
      <PushOptIn />
      <Reminder />
    </>
  );
}

function PushOptIn() {
  const t = useT();
  const [state, setState] = useState<'unknown' | 'on' | 'off' | 'blocked' | 'unsupported'>('unknown');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!supported()) return setState('unsupported');
    if (Notification.permission === 'denied') return setState('blocked');
    void navigator.serviceWorker.ready
      .then((r) => r.pushManager.getSubscription())
      .then(
        (s) => setState(s ? 'on' : 'off'),
        () => setState('off'),
      );
  }, []);

  async function turnOn() {
    setBusy(true);
    setError(null);
    try {
      if ((await Notification.requestPermission()) !== 'granted') return setState('blocked');
      const { public_key } = await api<{ public_key: string }>('GET', endpoints.vapidKey);
      const reg = await navigator.serviceWorker.ready;
      const sub = await reg.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: base64UrlToBytes(public_key),
      });
      await api('POST', endpoints.pushSubscribe, { ...sub.toJSON(), device_label: deviceLabel() });
      setState('on');
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  async function turnOff() {
    setBusy(true);
    setError(null);
    try {
      const reg = await navigator.serviceWorker.ready;
      const sub = await reg.pushManager.getSubscription();
      if (sub) {
        await api('POST', endpoints.pushUnsubscribe, { endpoint: sub.endpoint }).catch(() => undefined);
        await sub.unsubscribe();
      }
      setState('off');
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card" aria-labelledby="push-title">
      <h2 id="push-title">{t('notifications.pushTitle')}</h2>
      <p className="muted">{t('notifications.pushIntro')}</p>
      {state === 'unsupported' && <p>{t('notifications.unsupported')}</p>}
      {state === 'blocked' && <p>{t('notifications.blocked')}</p>}
      {error && (
        <p className="alert error" role="alert">
          {error}
        </p>
      )}
      {state === 'off' && (
        <button type="button" className="btn" disabled={busy} onClick={() => void turnOn()}>
          {t('notifications.turnOn')}
        </button>
      )}
      {state === 'on' && (
        <>
          <p className="alert ok">{t('notifications.on')}</p>
          <button type="button" className="btn secondary" disabled={busy} onClick={() => void turnOff()}>
            {t('notifications.turnOff')}
          </button>
        </>
      )}
    </section>
  );
}

function Reminder() {
  const t = useT();
  const current = useQuery({
    queryKey: ['reminder'],
    queryFn: () =>
      api<{ reminder: { local_time: string; time_zone: string } | null }>('GET', endpoints.reminder).then(
        (r) => r.reminder,
      ),
  });
  const [time, setTime] = useState('');
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (current.data?.local_time) setTime(current.data.local_time.slice(0, 5));
  }, [current.data]);

  async function save(e: FormEvent) {
    e.preventDefault();
    setSaved(false);
    setError(null);
    try {
      await api('PUT', endpoints.reminder, { local_time: time || null });
      setSaved(true);
    } catch (err) {
      setError(err);
    }
  }
  const zone = current.data?.time_zone;
  return (
    <section className="card" aria-labelledby="rem-title">
      <h2 id="rem-title">{t('notifications.reminderTitle')}</h2>
      <form onSubmit={save} noValidate>
        <Field
          id="reminder-time"
          label={t('notifications.remindAt')}
          type="time"
          value={time}
          onChange={(e) => setTime(e.target.value)}
          hint={t('notifications.reminderHint', { zone: zone ?? 'none' })}
          error={fieldError(error, 'local_time')}
        />
        <div aria-live="polite">
          {saved && (
            <p className="alert ok">
              {time ? t('notifications.remindedAt', { time }) : t('notifications.reminderOff')}
            </p>
          )}
          {error && !fieldError(error, 'local_time') ? (
            <p className="alert error" role="alert">
              {errorText(error)}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn">
          {t('notifications.saveReminder')}
        </button>
      </form>
    </section>
  );
}
