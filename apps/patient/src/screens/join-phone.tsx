import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { Field } from '../components/field';
import { useAuth } from '../lib/auth';
import { endpoints } from '../lib/endpoints';
import { api, errorText, fieldError } from '../lib/http';

/**
 * Joining with a reserved phone number: the number, then the one-time code the SMS brings, the
 * e-mail, names and a password. Only with the code is the reservation claimed; then sign in.
 */
export function JoinPhone() {
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
      await api('POST', endpoints.claim, { phone_number: phone, ...form });
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
        <Link to="/">← Back</Link>
      </p>
      <h1>Join with my phone number</h1>
      {step === 'phone' && (
        <form onSubmit={sendCode} noValidate>
          <p>Your center reserved a place for you with your phone number. We send you a code by SMS.</p>
          <Field
            id="join-phone"
            label="Phone number"
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
            {busy ? 'Sending…' : 'Send me a code'}
          </button>
        </form>
      )}
      {step === 'claim' && (
        <form onSubmit={claim} noValidate>
          <p role="status">We sent a code by SMS to {phone}. It is valid for a few minutes.</p>
          <Field
            id="join-code"
            label="Code from the SMS"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={form.code}
            onChange={set('code')}
            error={fe('code')}
          />
          <Field
            id="join-email"
            label="E-mail"
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={set('email')}
            error={fe('email')}
          />
          <Field
            id="join-first"
            label="First name"
            autoComplete="given-name"
            value={form.first_name}
            onChange={set('first_name')}
            error={fe('first_name')}
          />
          <Field
            id="join-last"
            label="Last name"
            autoComplete="family-name"
            value={form.last_name}
            onChange={set('last_name')}
            error={fe('last_name')}
          />
          <Field
            id="join-password"
            label="Password"
            type="password"
            autoComplete="new-password"
            hint="At least 12 characters."
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
            {busy ? 'Creating…' : 'Create my account'}
          </button>
          <button
            type="button"
            className="btn secondary block"
            style={{ marginTop: '0.5rem' }}
            onClick={() => void sendCode()}
            disabled={busy}
          >
            Send a new code
          </button>
        </form>
      )}
      {step === 'done' && (
        <div role="status">
          <p className="alert ok">Your account is ready.</p>
          <button type="button" className="btn block" onClick={() => void signIn({ loginHint: form.email })}>
            Sign in
          </button>
        </div>
      )}
    </main>
  );
}
