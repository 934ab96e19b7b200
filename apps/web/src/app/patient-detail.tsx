import { type ComponentProps, lazy, Suspense } from 'react';
import { AccessHistoryPanel } from '../features/access-history';
import { AlertsList, useAlertTriggerDates } from '../features/alerts';
import { NotesPanel } from '../features/notes';
// The modal's own module, not the feature's index: the index is in the list's chunk, and through
// it the detail (its forms, the phone field's mask) would download with the list (issue 22).
import { PatientDetailModal } from '../features/patients/components/patient-detail-modal';
import { useT } from '../lib/i18n';
import { useAuth } from './auth/auth-context';
import { ChunkErrorBoundary } from './chunk-error';
import { lazyScreen } from './lazy';
import { LoadingScreen } from './loading';

// The Reports tab brings the chart library: it is fetched when the tab first opens (issue 13, goal 7).
// Its own Suspense rather than lazyScreen's: the loading line is read in the screen's language.
const ReportsPanel = lazy(() => import('../features/reports').then((m) => ({ default: m.ReportsPanel })));

// The Consents tab: its own chunk, fetched when the tab first opens.
const ConsentsPanel = lazyScreen(() => import('../features/consents').then((m) => m.ConsentsPanel));

// The Assessments tab: its own chunk, and its charts one more, fetched when a chart first shows.
const AssessmentsPanel = lazyScreen(() => import('../features/assessments').then((m) => m.AssessmentsPanel));

/** The Reports tab with the days that triggered risk alerts marked on the mood chart. */
function ReportsWithAlerts(props: Omit<ComponentProps<typeof ReportsPanel>, 'markedDates'>) {
  const t = useT();
  const marked = useAlertTriggerDates(props.membershipId);
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<LoadingScreen label={t('reports.loading')} />}>
        <ReportsPanel {...props} markedDates={marked} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}

/** The patient detail modal with its Notes, Reports, Alerts and (owners) Access history tabs. */
export function PatientDetail({
  membershipId,
  onClose,
}: {
  opened: boolean;
  membershipId: string | null;
  onClose: () => void;
}) {
  const { isOwner, user } = useAuth();
  return (
    <PatientDetailModal
      membershipId={membershipId}
      onClose={onClose}
      renderNotes={(m) => <NotesPanel membershipId={m.id} />}
      renderReports={(m) => <ReportsWithAlerts membershipId={m.id} progress={m.progress} />}
      renderAlerts={(m) => <AlertsList membershipId={m.id} />}
      renderAssessments={(m, openAlerts) => (
        <AssessmentsPanel
          membershipId={m.id}
          centerId={user?.treatment_center_id ?? null}
          canAssign={m.status === 'active' || m.status === 'alumni'}
          onOpenAlerts={openAlerts}
        />
      )}
      renderConsents={(m) => (
        <ConsentsPanel
          membershipId={m.id}
          patientName={m.full_name}
          centerId={user?.treatment_center_id ?? null}
        />
      )}
      {...(isOwner ? { renderAccessHistory: (m) => <AccessHistoryPanel membershipId={m.id} /> } : {})}
    />
  );
}
