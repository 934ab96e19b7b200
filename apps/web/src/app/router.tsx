import { BrowserRouter, Route, Routes } from 'react-router';
import { AccessGate } from './access-gate';
import { AuthProvider } from './auth/auth-provider';
import { preloadScreen, screens } from './screens';

// The screen the portal opens on downloads alongside the sign-in, not after it.
preloadScreen(window.location.pathname);

/**
 * The portal's routes. The declarative router (not `createBrowserRouter`): the portal uses no
 * loaders, actions or fetchers, and without the data router React Router's first download is
 * smaller (issue 22).
 */
export function PortalRouter() {
  return (
    <BrowserRouter>
      <AuthProvider>
        <Routes>
          <Route element={<AccessGate />}>
            {screens.map(({ path, element }) => (
              <Route key={path} path={path} element={element} />
            ))}
            <Route path="*" element={null} />
          </Route>
        </Routes>
      </AuthProvider>
    </BrowserRouter>
  );
}
