export type { MembershipDetail } from './api/get-membership';
export { PatientsPage } from './components/patients-page';
