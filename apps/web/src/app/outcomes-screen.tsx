import { Navigate } from 'react-router';
import { OutcomesPage } from '../features/outcomes';
import { useAuth } from './auth/auth-context';

/**
 * The center's Outcomes, for owners and staff (issue 39 §6). A chunk of its own: with the center and
 * settings screens it downloaded and evaluated their forms too (bench 8e).
 */
export function OutcomesScreen() {
  const centerId = useAuth().user?.treatment_center_id;
  if (!centerId) return <Navigate to="/dashboard" replace />;
  return <OutcomesPage centerId={centerId} />;
}
