import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { Field } from '../components/field';
import { useAuth } from '../lib/auth';
import { endpoints } from '../lib/endpoints';
import { api, errorText, fieldError } from '../lib/http';
import { texts, useT } from '../lib/i18n';

/**
 * Joining with a reserved phone number: the number, then the one-time code the SMS brings, the
 * e-mail, names and a password. Only with the code is the reservation claimed; then sign in.
 */
export function JoinPhone() {
  const t = useT();
  const { signIn } = useAuth();
  const [step, setStep] = useState<'phone' | 'claim' | 'done'>('phone');
  const [phone, setPhone] = useState('');
  const [form, setForm] = useState({ code: '', email: '', first_name: '', last_name: '', password: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [k]: e.target.value });

  async function sendCode(e?: FormEvent) {
    e?.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await api('POST', endpoints.smsCode, { phone_number: phone });
      setStep('claim');
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  }

  async function claim(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      // The language chosen in the app (welcome screen) becomes the new account's.
      await api('POST', endpoints.claim, {
        phone_number: phone,
        ...form,
        language: texts.current().language,
      });
      setStep('done');
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  }

  const fe = (f: string) => fieldError(error, f);
  const named = ['phone_number', 'code', 'email', 'first_name', 'last_name', 'password'];
  const general = error && !named.some((f) => fe(f)) ? errorText(error) : null;
  return (
    <main className="welcome">
      <p>
        <Link to="/">{t('join.back')}</Link>
      </p>
      <h1>{t('join.title')}</h1>
      {step === 'phone' && (
        <form onSubmit={sendCode} noValidate>
          <p>{t('join.intro')}</p>
          <Field
            id="join-phone"
            label={t('join.phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            error={fe('phone_number')}
          />
          {general && (
            <p className="alert error" role="alert">
              {general}
            </p>
          )}
          <button type="submit" className="btn block" disabled={busy}>
            {busy ? t('join.sending') : t('join.sendCode')}
          </button>
        </form>
      )}
      {step === 'claim' && (
        <form onSubmit={claim} noValidate>
          <p role="status">{t('join.codeSent', { phone })}</p>
          <Field
            id="join-code"
            label={t('join.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={form.code}
            onChange={set('code')}
            error={fe('code')}
          />
          <Field
            id="join-email"
            label={t('join.email')}
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={set('email')}
            error={fe('email')}
          />
          <Field
            id="join-first"
            label={t('join.firstName')}
            autoComplete="given-name"
            value={form.first_name}
            onChange={set('first_name')}
            error={fe('first_name')}
          />
          <Field
            id="join-last"
            label={t('join.lastName')}
            autoComplete="family-name"
            value={form.last_name}
            onChange={set('last_name')}
            error={fe('last_name')}
          />
          <Field
            id="join-password"
            label={t('join.password')}
            type="password"
            autoComplete="new-password"
            hint={t('join.passwordHint')}
            value={form.password}
            onChange={set('password')}
            error={fe('password')}
          />
          {general && (
            <p className="alert error" role="alert">
              {general}
            </p>
          )}
          <button type="submit" className="btn block" disabled={busy}>
            {busy ? t('join.creating') : t('join.create')}
          </button>
          <button
            type="button"
            className="btn secondary block"
            style={{ marginTop: '0.5rem' }}
            onClick={() => void sendCode()}
            disabled={busy}
          >
            {t('join.newCode')}
          </button>
        </form>
      )}
      {step === 'done' && (
        <div role="status">
          <p className="alert ok">{t('join.ready')}</p>
          <button type="button" className="btn block" onClick={() => void signIn({ loginHint: form.email })}>
            {t('join.signIn')}
          </button>
        </div>
      )}
    </main>
  );
}
