export type { MembershipDetail } from './api/get-membership';
export { PatientDetailModal } from './components/patient-detail-modal';
export { PatientsPage } from './components/patients-page';
export { SearchPatientModal } from './components/search-patient-modal';
