import { BrowserRouter, Route, Routes } from 'react-router';
import { AccessGate } from './access-gate';
import { AuthProvider } from './auth/auth-provider';
import { preloadScreen, screens } from './screens';

// The screen the portal opens on downloads alongside the sign-in, not after it. In a task of its
// own: listing the screen's chunks for the browser costs a phone ~50 ms, which would otherwise
// lengthen the one long task that evaluates the portal's modules (bench 8a, 8b: Total Blocking Time).
setTimeout(() => preloadScreen(window.location.pathname));

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
