import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { Query } from '../components/states';
import {
  keys,
  type Membership,
  type PatientCheckIn,
  useCheckInMessages,
  useMembership,
  useTodayCheckIn,
} from '../lib/data';
import { errorText, fieldError } from '../lib/http';
import { useT } from '../lib/i18n';
import { MOODS } from '../lib/moods';
import { sendOrQueue, useOutbox } from '../lib/outbox';

/** The daily check-in: mood, one of the center's preset messages, optional text; changeable today. */
export function CheckIn() {
  const membership = useMembership();
  const today = useTodayCheckIn();
  const presets = useCheckInMessages();
  const t = useT();
  return (
    <>
      <h1 tabIndex={-1}>{t('checkIn.title')}</h1>
      <Query q={membership}>
        {(m) => (
          <Query q={today}>
            {(day) => (
              <Query q={presets}>
                {(list) => <CheckInForm m={m} current={day.check_in} presets={list} />}
              </Query>
            )}
          </Query>
        )}
      </Query>
    </>
  );
}

interface Queued {
  mood: number;
  preset_message: number;
  text: string | null;
}

export function CheckInForm({
  m,
  current,
  presets,
}: {
  m: Membership;
  current: PatientCheckIn | null;
  presets: readonly string[];
}) {
  const t = useT();
  const client = useQueryClient();
  const waiting = useOutbox().find((a) => a.key === 'check-in')?.body as Queued | undefined;
  const start = waiting ?? current;
  const [mood, setMood] = useState<number | null>(start?.mood ?? null);
  const [preset, setPreset] = useState<number | null>(start?.preset_message ?? null);
  const [text, setText] = useState(start?.text ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [missing, setMissing] = useState<{ mood?: string; preset?: string }>({});
  const [done, setDone] = useState<'sent' | 'queued' | null>(null);
  const canCheckIn = m.status === 'active' || m.status === 'alumni';

  async function submit(e: FormEvent) {
    e.preventDefault();
    const next = {
      ...(mood === null ? { mood: t('checkIn.chooseMood') } : {}),
      ...(preset === null ? { preset: t('checkIn.choosePreset') } : {}),
    };
    setMissing(next);
    if (mood === null || preset === null) return;
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      const result = await sendOrQueue({
        key: 'check-in',
        method: 'POST',
        path: '/patient/check_ins',
        body: { mood, preset_message: preset, text: text.trim() || null },
      });
      setDone(result.queued ? 'queued' : 'sent');
      if (!result.queued) await client.invalidateQueries({ queryKey: keys.checkIns });
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  }

  if (!canCheckIn) {
    return <p className="alert error">{t('checkIn.notActive')}</p>;
  }
  const moodError = missing.mood ?? fieldError(error, 'mood');
  const presetError = missing.preset ?? fieldError(error, 'preset_message');
  const textError = fieldError(error, 'text');
  return (
    <form onSubmit={submit} noValidate>
      {current && !done && <p className="muted">{t('checkIn.alreadyToday')}</p>}
      {waiting && !done && <p className="alert wait">{t('checkIn.waiting')}</p>}
      <fieldset aria-describedby={moodError ? 'mood-error' : undefined}>
        <legend>{t('checkIn.howDoYouFeel')}</legend>
        <div className="moods">
          {MOODS.map((o) => (
            <label key={o.score} className="choice">
              <input
                type="radio"
                name="mood"
                value={o.score}
                checked={mood === o.score}
                onChange={() => setMood(o.score)}
              />
              <span>
                <span className="emoji" aria-hidden="true">
                  {o.face}
                </span>
                {t(`mood.${o.score}`)}
              </span>
            </label>
          ))}
        </div>
        {moodError && (
          <p id="mood-error" className="field error" style={{ color: 'var(--err)' }}>
            {moodError}
          </p>
        )}
      </fieldset>
      <fieldset aria-describedby={presetError ? 'preset-error' : undefined}>
        <legend>{t('checkIn.messageToCenter')}</legend>
        <div className="presets">
          {presets.map((p, i) => (
            <label key={p} className="choice">
              <input
                type="radio"
                name="preset"
                value={i + 1}
                checked={preset === i + 1}
                onChange={() => setPreset(i + 1)}
              />
              <span>{p}</span>
            </label>
          ))}
        </div>
        {presetError && (
          <p id="preset-error" style={{ color: 'var(--err)' }}>
            {presetError}
          </p>
        )}
      </fieldset>
      <div className="field">
        <label htmlFor="checkin-text">{t('checkIn.anythingToAdd')}</label>
        <textarea
          id="checkin-text"
          value={text}
          maxLength={1000}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={!!textError}
          aria-describedby={textError ? 'text-error' : undefined}
        />
        {textError && (
          <p id="text-error" className="error">
            {textError}
          </p>
        )}
      </div>
      <div aria-live="polite">
        {done === 'sent' && (
          <p className="alert ok">
            {t('checkIn.saved')} <Link to="/home">{t('checkIn.backToToday')}</Link>
          </p>
        )}
        {done === 'queued' && <p className="alert wait">{t('checkIn.savedOffline')}</p>}
        {error && !textError && !fieldError(error, 'mood') && !fieldError(error, 'preset_message') ? (
          <p className="alert error" role="alert">
            {errorText(error)}
          </p>
        ) : null}
      </div>
      <button type="submit" className="btn block" disabled={busy}>
        {busy ? t('checkIn.sending') : current ? t('checkIn.update') : t('checkIn.send')}
      </button>
    </form>
  );
}
