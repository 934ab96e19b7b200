import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'wouter';
import { useAuth } from '../lib/auth';

/**
 * Signed out: sign in, or join with a reserved phone number; invitations arrive by e-mail. The
 * invitation page continues here with ?signin=1: straight on to the sign-in with the new account.
 */
export function Welcome() {
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
      <h1>Your recovery companion</h1>
      <p>
        Check in every day, keep up with your tasks, see your progress and talk with your treatment center.
      </p>
      <div className="stack">
        <button type="button" className="btn block" onClick={() => void signIn()}>
          Sign in
        </button>
        <Link className="btn secondary block" to="/join/phone">
          Join with my phone number
        </Link>
      </div>
      <div className="card" style={{ marginTop: '1.5rem' }}>
        <h2>Invited by e-mail?</h2>
        <p className="muted">
          Open the link in the invitation e-mail from your center: it creates your account and brings you
          here.
        </p>
      </div>
      <p className="muted">
        Add this app to your home screen from your browser's menu ("Install app" or "Add to Home Screen").
      </p>
    </main>
  );
}

/** A staff account signed in to the patient app. */
export function StaffPage() {
  const { signOut, me } = useAuth();
  return (
    <main className="welcome">
      <h1>This app is for patients</h1>
      <p>
        You are signed in as {me?.email ?? 'a staff member'}, a staff account. Staff and owners work in the
        portal.
      </p>
      <div className="stack">
        <a className="btn block" href="/">
          Open the portal
        </a>
        <button type="button" className="btn secondary block" onClick={() => void signOut()}>
          Sign out of the app
        </button>
      </div>
    </main>
  );
}

export function StartupError() {
  const { retry } = useAuth();
  return (
    <main className="welcome">
      <h1>The app could not start</h1>
      <p>It needs a connection the first time. Check that you are online, then try again.</p>
      <button type="button" className="btn" onClick={retry}>
        Try again
      </button>
    </main>
  );
}
