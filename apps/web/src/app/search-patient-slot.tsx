import { useNavigate } from 'react-router';
// The modal's own module, not the feature's index: this chunk loads when the header's search first
// opens, and the index would bring the patients list with it (issue 22).
import { SearchPatientModal } from '../features/patients/components/search-patient-modal';

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
