import { MEMBERSHIP_STATUSES as STATUSES } from '@portal/contracts';
import type { ComponentProps } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AccessHistoryPanel } from '../features/access-history';
import { AlertsList, useAlertTriggerDates } from '../features/alerts';
import { NotesPanel } from '../features/notes';
import { PatientDetailModal, PatientsPage, SearchPatientModal } from '../features/patients';
import { useAuth } from './auth/auth-context';
import { lazyScreen } from './lazy';

// The Reports tab brings the chart library: it is fetched when the tab first opens (issue 13, goal 7).
const ReportsPanel = lazyScreen(
  () => import('../features/reports').then((m) => m.ReportsPanel),
  'Loading reports…',
);

/** The Reports tab with the days that triggered risk alerts marked on the mood chart. */
function ReportsWithAlerts(props: Omit<ComponentProps<typeof ReportsPanel>, 'markedDates'>) {
  const marked = useAlertTriggerDates(props.membershipId);
  return <ReportsPanel {...props} markedDates={marked} />;
}

/** The patient detail modal with its Notes, Reports, Alerts and (owners) Access history tabs. */
function PatientDetail({ membershipId, onClose }: { membershipId: string | null; onClose: () => void }) {
  const { isOwner } = useAuth();
  return (
    <PatientDetailModal
      membershipId={membershipId}
      onClose={onClose}
      renderNotes={(m) => <NotesPanel membershipId={m.id} />}
      renderReports={(m) => <ReportsWithAlerts membershipId={m.id} progress={m.progress} />}
      renderAlerts={(m) => <AlertsList membershipId={m.id} />}
      {...(isOwner ? { renderAccessHistory: (m) => <AccessHistoryPanel membershipId={m.id} /> } : {})}
    />
  );
}

/**
 * /patients: the list; `?status=<status>` starts it filtered (the dashboard's figures link here) and
 * `?patient=<id>` opens that patient (links and reloads keep it open).
 */
export function PatientsScreen() {
  const [params, setParams] = useSearchParams();
  const update = (id: string | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (id) next.set('patient', id);
      else next.delete('patient');
      return next;
    });
  return (
    <>
      <PatientsPage
        key={params.get('status') ?? ''}
        initialStatus={STATUSES.find((st) => st === params.get('status')) ?? ''}
        onOpenPatient={(id) => update(id)}
      />
      <PatientDetail membershipId={params.get('patient')} onClose={() => update(null)} />
    </>
  );
}

/** The header's Search Patient modal: picking a result opens that patient on /patients. */
export function SearchPatientSlot({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <SearchPatientModal
      opened={opened}
      onClose={onClose}
      onPick={(id) => navigate(`/patients?patient=${encodeURIComponent(id)}`)}
    />
  );
}
