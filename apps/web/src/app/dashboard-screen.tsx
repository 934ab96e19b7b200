import { Center, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DashboardPage } from '../features/dashboard';
import { useScrollToAnchor } from '../lib/anchor';
import { useT } from '../lib/i18n';
import { Spinner } from '../lib/spinner';
import { ChunkErrorBoundary } from './chunk-error';

// The risk alerts are below the figures: their list (and its resolve dialog) is a chunk of its own,
// so the dashboard's figures do not wait on its code (issue 22). Imported from its own module, not
// the feature's index: the index also holds the thresholds form and, with it, the validation library.
const AlertsList = lazy(() =>
  import('../features/alerts/components/alerts-list').then((m) => ({ default: m.AlertsList })),
);

const ALERTS_ID = 'risk-alerts';

/** The header's alert badge links to /dashboard#risk-alerts: the list, kept in view while it loads. */
function ScrollToAlerts() {
  const { hash, key } = useLocation();
  useScrollToAnchor(ALERTS_ID, hash === `#${ALERTS_ID}`, key);
  return null;
}

/** /dashboard: the dashboard's figures, then the center's risk alerts (two features composed). */
export function DashboardScreen() {
  const navigate = useNavigate();
  const t = useT();
  return (
    <Stack gap="md">
      <ScrollToAlerts />
      <DashboardPage />
      <div id={ALERTS_ID} style={{ scrollMarginTop: 'calc(var(--app-shell-header-height, 60px) + 8px)' }}>
        <ChunkErrorBoundary>
          <Suspense
            fallback={
              <Center h={120}>
                <Spinner label={t('dashboard.loadingAlerts')} />
              </Center>
            }
          >
            <AlertsList onOpenPatient={(id) => navigate(`/patients?patient=${encodeURIComponent(id)}`)} />
          </Suspense>
        </ChunkErrorBoundary>
      </div>
    </Stack>
  );
}
