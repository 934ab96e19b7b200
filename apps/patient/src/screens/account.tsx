import { type FormEvent, useState } from 'react';
import { Confirm } from '../components/confirm';
import { Field } from '../components/field';
import { forgetAfterDeletion, useAuth } from '../lib/auth';
import { endpoints } from '../lib/endpoints';
import { ApiError, api, errorText, fieldError } from '../lib/http';

/** My account: change password, sign out, delete the account; each confirmed. */
export function Account() {
  const { me } = useAuth();
  return (
    <>
      <h1 tabIndex={-1}>My account</h1>
      {me && (
        <p className="muted">
          {me.name} · {me.email}
        </p>
      )}
      <ChangePassword />
      <SignOut />
      <DeleteAccount />
    </>
  );
}

function ChangePassword() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState(false);

  function ask(e: FormEvent) {
    e.preventDefault();
    setDone(false);
    setError(null);
    setConfirming(true);
  }
  async function change() {
    setBusy(true);
    try {
      await api('POST', endpoints.password, { current_password: current, new_password: next });
      setDone(true);
      setCurrent('');
      setNext('');
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }
  const general = error && !fieldError(error, 'current_password') && !fieldError(error, 'new_password');
  return (
    <section className="card" aria-labelledby="pw-title">
      <h2 id="pw-title">Change password</h2>
      <form onSubmit={ask} noValidate>
        <Field
          id="pw-current"
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          error={fieldError(error, 'current_password')}
        />
        <Field
          id="pw-new"
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 12 characters."
          value={next}
          onChange={(e) => setNext(e.target.value)}
          error={fieldError(error, 'new_password')}
        />
        <div aria-live="polite">
          {done && (
            <p className="alert ok">
              Your password is changed. Your other sign-ins have ended: sign in with the new password there.
            </p>
          )}
          {general ? (
            <p className="alert error" role="alert">
              {errorText(error)}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn">
          Change password
        </button>
      </form>
      <Confirm
        open={confirming}
        title="Change your password?"
        confirmLabel="Change password"
        busy={busy}
        onConfirm={() => void change()}
        onCancel={() => setConfirming(false)}
      >
        <p>You will sign in with the new password from now on.</p>
      </Confirm>
    </section>
  );
}

function SignOut() {
  const { signOut } = useAuth();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <section className="card" aria-labelledby="so-title">
      <h2 id="so-title">Sign out</h2>
      <p className="muted">Signs you out on this phone. Check-ins waiting to be sent are removed.</p>
      <button type="button" className="btn secondary" onClick={() => setConfirming(true)}>
        Sign out
      </button>
      <Confirm
        open={confirming}
        title="Sign out?"
        confirmLabel="Sign out"
        busy={busy}
        onConfirm={() => {
          setBusy(true);
          void signOut();
        }}
        onCancel={() => setConfirming(false)}
      >
        <p>You will need your e-mail and password to sign in again.</p>
      </Confirm>
    </section>
  );
}

function DeleteAccount() {
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [deleted, setDeleted] = useState(false);

  async function remove() {
    setBusy(true);
    setError(null);
    try {
      await api('POST', endpoints.deleteAccount, { password });
      await forgetAfterDeletion();
      setDeleted(true);
    } catch (err) {
      setError(err);
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  }
  if (deleted) {
    return (
      <div className="alert ok" role="status">
        <p>Your account is deleted. Your center keeps its records as the law requires.</p>
        <a className="btn" href="/app/">
          Close
        </a>
      </div>
    );
  }
  return (
    <section className="card" aria-labelledby="del-title">
      <h2 id="del-title">Delete my account</h2>
      <p className="muted">
        You will no longer be able to sign in. Your center keeps the records it must keep by law.
      </p>
      <Field
        id="del-password"
        label="Your password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={fieldError(error, 'password')}
      />
      {error && !(error instanceof ApiError && fieldError(error, 'password')) ? (
        <p className="alert error" role="alert">
          {errorText(error)}
        </p>
      ) : null}
      <button type="button" className="btn danger" onClick={() => setConfirming(true)}>
        Delete my account
      </button>
      <Confirm
        open={confirming}
        title="Delete your account?"
        confirmLabel="Delete my account"
        danger
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      >
        <p>This cannot be undone. You will be signed out and cannot sign in again.</p>
      </Confirm>
    </section>
  );
}
