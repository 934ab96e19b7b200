export { InvitePatientModal } from './components/invite-patient-modal';
