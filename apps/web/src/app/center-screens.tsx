import { Stack } from '@mantine/core';
import { Navigate, useNavigate } from 'react-router';
import { AlertThresholdsForm } from '../features/alerts';
import { AssessmentPlanForm } from '../features/assessments';
import { CenterInfoStep } from '../features/center/center-info-step';
import { CenterPage } from '../features/center/center-page';
import { ConsentTemplatesEditor } from '../features/consents';
import { FhirSystemsSection } from '../features/fhir-systems';
import { DefaultSettingsPage } from '../features/settings/default-settings-page';
import { DefaultSettingsStep } from '../features/settings/default-settings-step';
import { UserSettingsPage } from '../features/settings/user-settings-page';
import { FirstStaffStep } from '../features/staff/first-staff-step';
import { MembersPage } from '../features/staff/members-page';
import { WizardPage, type WizardSteps } from '../features/wizard/wizard-page';
import { useAuth } from './auth/auth-context';

/** The center, staff, settings and wizard screens, given the signed-in user's center and role. */

const wizardSteps: WizardSteps = {
  CenterStep: CenterInfoStep,
  DefaultsStep: DefaultSettingsStep,
  StaffStep: FirstStaffStep,
};

function useCenter() {
  const { user, isOwner } = useAuth();
  return { centerId: user?.treatment_center_id ?? null, isOwner };
}

export function ProfileScreen() {
  const { centerId, isOwner } = useCenter();
  if (!centerId || !isOwner) return <Navigate to="/dashboard" replace />;
  return <CenterPage centerId={centerId} />;
}

export function MembersScreen() {
  const { centerId, isOwner } = useCenter();
  if (!centerId || !isOwner) return <Navigate to="/dashboard" replace />;
  return <MembersPage centerId={centerId} />;
}

export function DefaultSettingsScreen() {
  const { centerId, isOwner } = useCenter();
  if (!centerId) return <Navigate to="/dashboard" replace />;
  // The risk-alert thresholds live with the other defaults (alerts feature, its own route).
  return (
    <Stack gap="md">
      <DefaultSettingsPage centerId={centerId} canEdit={isOwner} />
      <AlertThresholdsForm centerId={centerId} canEdit={isOwner} />
      <AssessmentPlanForm centerId={centerId} canEdit={isOwner} />
      {isOwner && <ConsentTemplatesEditor centerId={centerId} />}
      {isOwner && <FhirSystemsSection centerId={centerId} />}
    </Stack>
  );
}

export function UserSettingsScreen() {
  return <UserSettingsPage />;
}

export function WizardScreen() {
  const { user, renew } = useAuth();
  const navigate = useNavigate();
  const centerId = user?.treatment_center_id;
  if (!centerId) return <Navigate to="/notfound" replace />;
  return (
    <WizardPage
      centerId={centerId}
      steps={wizardSteps}
      onFinished={async () => {
        // The new token no longer carries the wizard flag: the full navigation opens.
        await renew();
        navigate('/dashboard', { replace: true });
      }}
    />
  );
}
