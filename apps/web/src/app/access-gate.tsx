import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useT } from '../lib/i18n';
import { accessStateOf, landingOf, mayVisit } from './auth/access';
import { useAuth } from './auth/auth-context';
import { CALLBACK_PATH } from './auth/auth-provider';
import { AppLayout } from './layout/app-layout';
import { LoadingScreen } from './loading';
import { NotFoundPage } from './not-found';
import { NotStaffScreen } from './not-staff';
import { SessionEndedScreen } from './session-ended';

/**
 * Applies the access states of spec §2 to every path: signed out → sign in (only not-found
 * stays); wizard → only the wizard; experts and support → only messages; everyone else → the
 * management screens. Unknown or forbidden paths go to the state's landing.
 */
export function AccessGate() {
  const t = useT();
  const { status, user, signIn, signOut, signedOutReason } = useAuth();
  const location = useLocation();
  const path = location.pathname;
  const state = accessStateOf(status, user);

  useEffect(() => {
    // A session that ended on its own shows why first; the person signs in from there.
    if (state === 'signed-out' && !signedOutReason && path !== '/notfound' && path !== CALLBACK_PATH) {
      void signIn(`${path}${location.search}`);
    }
  }, [state, signedOutReason, path, location.search, signIn]);

  if (path === '/notfound')
    return state === 'loading' || state === 'signed-out' || state === 'not-staff' ? (
      <NotFoundPage />
    ) : (
      <AppLayout>
        <NotFoundPage />
      </AppLayout>
    );
  if (state === 'loading' || path === CALLBACK_PATH) return <LoadingScreen />;
  // No portal role: one page on every path, never the staff shell (issue 19).
  if (state === 'not-staff') return <NotStaffScreen onSignOut={() => void signOut()} />;
  if (state === 'signed-out' && signedOutReason)
    return (
      <SessionEndedScreen
        reason={signedOutReason}
        onSignIn={() => void signIn(`${path}${location.search}`)}
      />
    );
  if (state === 'signed-out') return <LoadingScreen label={t('shell.redirecting')} />;
  if (!mayVisit(state, path)) return <Navigate to={landingOf[state]} replace />;
  return (
    <AppLayout>
      <Outlet />
    </AppLayout>
  );
}
