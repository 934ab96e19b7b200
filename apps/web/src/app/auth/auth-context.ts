import type { CurrentUserDto } from '@portal/contracts';
import { createContext, useContext } from 'react';

export interface AuthValue {
  status: 'loading' | 'signed-out' | 'signed-in';
  user: CurrentUserDto | null;
  isOwner: boolean;
  /** Why the portal signed out on its own (idle, too long), shown until the next sign-in. */
  signedOutReason: string | null;
  signIn(returnTo?: string): Promise<void>;
  signOut(): Promise<void>;
  /** Gets a fresh token (and so fresh flags, e.g. after the wizard) and reloads the user. */
  renew(): Promise<void>;
}

export const AuthContext = createContext<AuthValue | null>(null);

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth outside AuthProvider');
  return value;
}
