import { Navigate } from 'react-router';
import { NotificationsPage } from '../features/alumni-notifications';
import { useAuth } from './auth/auth-context';

/** Notifications are the owner's (spec §6); the page needs the center the message goes out from. */
export function NotificationsScreen() {
  const { user, isOwner } = useAuth();
  const centerId = user?.treatment_center_id;
  if (!centerId || !isOwner) return <Navigate to="/dashboard" replace />;
  return <NotificationsPage centerId={centerId} />;
}
