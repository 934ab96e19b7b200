import { type FormEvent, useState } from 'react';
import { Confirm } from '../components/confirm';
import { Field } from '../components/field';
import { LanguageSwitch } from '../components/language-switch';
import { forgetAfterDeletion, useAuth } from '../lib/auth';
import { endpoints } from '../lib/endpoints';
import { ApiError, api, errorText, fieldError } from '../lib/http';
import { useT } from '../lib/i18n';

/** My account: the language, change password, sign out, delete the account; each confirmed. */
export function Account() {
  const t = useT();
  const { me } = useAuth();
  return (
    <>
      <h1 tabIndex={-1}>{t('account.title')}</h1>
      {me && (
        <p className="muted">
          {me.name} · {me.email}
        </p>
      )}
      <section className="card">
        <LanguageSwitch signedIn hint={t('account.languageHint')} />
      </section>
      <ChangePassword />
      <SignOut />
      <DeleteAccount />
    </>
  );
}

function ChangePassword() {
  const t = useT();
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
      <h2 id="pw-title">{t('account.passwordTitle')}</h2>
      <form onSubmit={ask} noValidate>
        <Field
          id="pw-current"
          label={t('account.currentPassword')}
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          error={fieldError(error, 'current_password')}
        />
        <Field
          id="pw-new"
          label={t('account.newPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('account.newPasswordHint')}
          value={next}
          onChange={(e) => setNext(e.target.value)}
          error={fieldError(error, 'new_password')}
        />
        <div aria-live="polite">
          {done && <p className="alert ok">{t('account.passwordChanged')}</p>}
          {general ? (
            <p className="alert error" role="alert">
              {errorText(error)}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn">
          {t('account.changePassword')}
        </button>
      </form>
      <Confirm
        open={confirming}
        title={t('account.changeConfirmTitle')}
        confirmLabel={t('account.changePassword')}
        busy={busy}
        onConfirm={() => void change()}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('account.changeConfirmBody')}</p>
      </Confirm>
    </section>
  );
}

function SignOut() {
  const t = useT();
  const { signOut } = useAuth();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <section className="card" aria-labelledby="so-title">
      <h2 id="so-title">{t('account.signOutTitle')}</h2>
      <p className="muted">{t('account.signOutBody')}</p>
      <button type="button" className="btn secondary" onClick={() => setConfirming(true)}>
        {t('account.signOut')}
      </button>
      <Confirm
        open={confirming}
        title={t('account.signOutConfirmTitle')}
        confirmLabel={t('account.signOut')}
        busy={busy}
        onConfirm={() => {
          setBusy(true);
          void signOut();
        }}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('account.signOutConfirmBody')}</p>
      </Confirm>
    </section>
  );
}

function DeleteAccount() {
  const t = useT();
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
        <p>{t('account.deleted')}</p>
        <a className="btn" href="/app/">
          {t('account.close')}
        </a>
      </div>
    );
  }
  return (
    <section className="card" aria-labelledby="del-title">
      <h2 id="del-title">{t('account.deleteTitle')}</h2>
      <p className="muted">{t('account.deleteBody')}</p>
      <Field
        id="del-password"
        label={t('account.yourPassword')}
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
        {t('account.delete')}
      </button>
      <Confirm
        open={confirming}
        title={t('account.deleteConfirmTitle')}
        confirmLabel={t('account.delete')}
        danger
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('account.deleteConfirmBody')}</p>
      </Confirm>
    </section>
  );
}
