import { Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { AlertsList } from '../features/alerts';
import { DashboardPage } from '../features/dashboard';

/** /dashboard: the dashboard's figures, then the center's risk alerts (two features composed). */
export function DashboardScreen() {
  const navigate = useNavigate();
  return (
    <Stack gap="md">
      <DashboardPage />
      <div id="risk-alerts">
        <AlertsList onOpenPatient={(id) => navigate(`/patients?patient=${encodeURIComponent(id)}`)} />
      </div>
    </Stack>
  );
}
