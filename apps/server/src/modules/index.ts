import { registerChat } from '../chat/routes';
import { registerAccessHistory } from './access-history/routes';
import { registerPatientAccount } from './account/routes';
import { registerAddictions } from './addictions/routes';
import { registerAlerts } from './alerts/routes';
import { registerAlumniNotificationPatientRoutes } from './alumni-notifications/patient-routes';
import { registerAlumniNotifications } from './alumni-notifications/routes';
import { registerAssessments } from './assessments/routes';
import { registerCenters } from './centers/routes';
import { registerCheckIns } from './check-ins/routes';
import { registerConsentGate } from './consents/gate';
import { registerConsents } from './consents/routes';
import { registerContactNowPatientRoutes } from './contact-now/patient-routes';
import { registerContactNow } from './contact-now/routes';
import { registerEventPatientRoutes } from './events/patient-routes';
import { registerEvents } from './events/routes';
import { registerFhirApi } from './fhir-api/routes';
import { registerFhirSystems } from './fhir-api/systems/routes';
import { registerHome } from './home/routes';
import { registerInvitationPatientRoutes } from './invitations/patient-routes';
import { registerInvitations } from './invitations/routes';
import { registerMe } from './me/routes';
import { registerNotes } from './notes/routes';
import { registerOutcomes } from './outcomes/routes';
import { registerPatients } from './patients/routes';
import { registerPush } from './push/routes';
import { registerRecord } from './record/routes';
import type { ModuleRegistrar } from './registrar';
import { registerReports } from './reports/routes';
import { registerReservationPatientRoutes } from './reservations/patient-routes';
import { registerReservations } from './reservations/routes';
import { registerSettings } from './settings/routes';
import { registerStaff } from './staff/routes';
import { registerTaskPatientRoutes } from './tasks/patient-routes';
import { registerTasks } from './tasks/routes';
import { registerUploads } from './uploads/routes';

/** Every feature module of the API, registered in this order. Modules never import each other. */
// biome-ignore format: one module a line keeps concurrent additions apart
export const modules: ModuleRegistrar[] = [
  registerConsentGate, // first: it adds its hook to the patient and chat routes registered after it
  registerChat,
  registerMe,
  registerTasks,
  registerHome,
  registerContactNow,
  registerPatients,
  registerNotes,
  registerAccessHistory,
  registerReports,
  registerAddictions,
  registerCenters,
  registerStaff,
  registerSettings,
  registerUploads,
  registerEvents,
  registerAlumniNotifications,
  registerInvitations,
  registerReservations,
  registerCheckIns,
  registerTaskPatientRoutes,
  registerEventPatientRoutes,
  registerAlumniNotificationPatientRoutes,
  registerContactNowPatientRoutes,
  registerInvitationPatientRoutes,
  registerReservationPatientRoutes,
  registerAlerts,
  registerAssessments,
  registerConsents,
  registerRecord,
  registerOutcomes,
  registerPush,
  registerPatientAccount,
  registerFhirSystems, // before the FHIR API: it decorates app.authenticateSystem, which the API asks
  registerFhirApi,
];
