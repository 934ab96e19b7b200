import { MEMBERSHIP_STATUSES as STATUSES } from '@portal/contracts';
import { useSearchParams } from 'react-router';
import { PatientsPage } from '../features/patients';
import { lazyModal } from './lazy';

// The patient's detail (its tabs, the profile form with the phone field's mask, notes, alerts,
// access history) is a chunk of its own: the list's first screen does not download or evaluate it
// (issue 22). On a first visit the service worker's precache downloads it in the background; it was
// also fetched and evaluated when the page went idle, but that evaluation (the forms' schemas) was
// the list's longest task on a phone, for a patient nobody had opened yet (Lighthouse TBT 350 ->
// 230 ms without it). A patient opened before the precache has it fetches it then.
const PatientDetail = lazyModal(() => import('./patient-detail').then((m) => m.PatientDetail));

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
      <PatientDetail
        opened={params.get('patient') !== null}
        membershipId={params.get('patient')}
        onClose={() => update(null)}
      />
    </>
  );
}
