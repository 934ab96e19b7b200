import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'wouter';
import { LanguageSwitch } from '../components/language-switch';
import { useAuth } from '../lib/auth';
import { useT } from '../lib/i18n';

/**
 * Signed out: choose the language, sign in, or join with a reserved phone number; invitations
 * arrive by e-mail. The invitation page continues here with ?signin=1: straight on to the sign-in
 * with the new account.
 */
export function Welcome() {
  const t = useT();
  const { signIn } = useAuth();
  const [params] = useSearchParams();
  const started = useRef(false);
  useEffect(() => {
    if (params.get('signin') !== '1' || started.current) return;
    started.current = true;
    void signIn();
  }, [params, signIn]);
  return (
    <main className="welcome">
      <h1>{t('welcome.title')}</h1>
      <p>{t('welcome.intro')}</p>
      <LanguageSwitch signedIn={false} />
      <div className="stack">
        <button type="button" className="btn block" onClick={() => void signIn()}>
          {t('welcome.signIn')}
        </button>
        <Link className="btn secondary block" to="/join/phone">
          {t('welcome.joinByPhone')}
        </Link>
      </div>
      <div className="card" style={{ marginTop: '1.5rem' }}>
        <h2>{t('welcome.invitedTitle')}</h2>
        <p className="muted">{t('welcome.invitedBody')}</p>
      </div>
      <p className="muted">{t('welcome.install')}</p>
    </main>
  );
}

/** A staff account signed in to the patient app. */
export function StaffPage() {
  const t = useT();
  const { signOut, me } = useAuth();
  return (
    <main className="welcome">
      <h1>{t('welcome.staffTitle')}</h1>
      <p>{t('welcome.staffBody', { email: me?.email ?? t('welcome.staffSomeone') })}</p>
      <div className="stack">
        <a className="btn block" href="/">
          {t('welcome.openPortal')}
        </a>
        <button type="button" className="btn secondary block" onClick={() => void signOut()}>
          {t('welcome.signOutApp')}
        </button>
      </div>
    </main>
  );
}

export function StartupError() {
  const t = useT();
  const { retry } = useAuth();
  return (
    <main className="welcome">
      <h1>{t('welcome.startupTitle')}</h1>
      <p>{t('welcome.startupBody')}</p>
      <button type="button" className="btn" onClick={retry}>
        {t('common.tryAgain')}
      </button>
    </main>
  );
}
