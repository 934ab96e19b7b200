import { createBrowserRouter, Outlet } from 'react-router';
import { AccessGate } from './access-gate';
import { AuthProvider } from './auth/auth-provider';
import { screens } from './screens';

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
