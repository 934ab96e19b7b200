import { clearOfflineData } from '../lib/offline';
import { forgetAnswers } from '../lib/offline-copy';
import { forgetAccess } from './auth/known-access';
import { onSignOut } from './auth/sign-out-hooks';
import { Providers } from './providers';
import { PwaUpdate } from './pwa-update';
import { PortalRouter } from './router';

// The offline copy of patient data never outlives the session (issue: offline-capable app).
onSignOut(forgetAnswers);
onSignOut(forgetAccess);
onSignOut(clearOfflineData);

export function App() {
  return (
    <Providers>
      <PwaUpdate />
      <PortalRouter />
    </Providers>
  );
}
