import { MEMBERSHIP_STATUSES as STATUSES } from '@portal/contracts';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { PatientsPage } from '../features/patients';
import { whenIdle } from '../lib/idle';
import { lazyModal } from './lazy';

// The patient's detail (its tabs, the profile form with the phone field's mask, notes, alerts,
// access history) is a chunk of its own: the list's first screen does not download or evaluate it
// (issue 22). It downloads when the page is idle, so opening a patient on a slow network does not
// wait for it; a patient opened before that (a `?patient=` link) fetches it at once.
const PatientDetail = lazyModal(() => import('./patient-detail').then((m) => m.PatientDetail));

/**
 * /patients: the list; `?status=<status>` starts it filtered (the dashboard's figures link here) and
 * `?patient=<id>` opens that patient (links and reloads keep it open).
 */
export function PatientsScreen() {
  const [params, setParams] = useSearchParams();
  useEffect(() => whenIdle(() => void PatientDetail.preload().catch(() => undefined)), []);
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
