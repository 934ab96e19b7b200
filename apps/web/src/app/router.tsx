import { createBrowserRouter, Outlet } from 'react-router';
import { AccessGate } from './access-gate';
import { AuthProvider } from './auth/auth-provider';
import { preloadScreen, screens } from './screens';

// The screen the portal opens on downloads alongside the sign-in, not after it.
preloadScreen(window.location.pathname);

export const router = createBrowserRouter([
  {
    element: (
      <AuthProvider>
        <Outlet />
      </AuthProvider>
    ),
    children: [
      {
        element: <AccessGate />,
        children: [...screens, { path: '*', element: null }],
      },
    ],
  },
]);
