import { Center, Group, Modal, Tabs, Text } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/http';
import { useT } from '../../../lib/i18n';
import { useMobile } from '../../../lib/media';
import { Spinner } from '../../../lib/spinner';
import { showError } from '../../../lib/toasts';
import { type MembershipDetail, useMembership } from '../api/get-membership';
import { ProfileTab } from './profile-tab';
import { StatusBadge } from './status-badge';
import { useLivePatients } from './use-live-patients';

export interface PatientDetailModalProps {
  membershipId: string | null;
  onClose: () => void;
  /** The Notes tab, from the notes feature (composed by the app). */
  renderNotes: (membership: MembershipDetail) => ReactNode;
  /** The Reports tab, from the reports feature; shown only to active patients (spec §4). */
  renderReports: (membership: MembershipDetail) => ReactNode;
  /** The Alerts tab, from the alerts feature (risk alerts about this patient), when composed. */
  renderAlerts?: (membership: MembershipDetail) => ReactNode;
  /** The Assessments tab (scores, answers, assign now); `openAlerts` switches to the Alerts tab. */
  renderAssessments?: (membership: MembershipDetail, openAlerts: () => void) => ReactNode;
  /** The Consents tab (consents as signed, paper consents, the accounting of disclosures), when composed. */
  renderConsents?: (membership: MembershipDetail) => ReactNode;
  /** Owners: who opened this patient's records (the access-history feature), when composed. */
  renderAccessHistory?: (membership: MembershipDetail) => ReactNode;
}

type Tab = 'profile' | 'notes' | 'reports' | 'assessments' | 'alerts' | 'consents' | 'access';

/** Patient detail (spec §2): tabs Profile, Notes and, for active patients, Reports. */
export function PatientDetailModal({
  membershipId,
  onClose,
  renderNotes,
  renderReports,
  renderAlerts,
  renderAssessments,
  renderConsents,
  renderAccessHistory,
}: PatientDetailModalProps) {
  const t = useT();
  const mobile = useMobile();
  const membership = useMembership(membershipId);
  useLivePatients(membershipId);
  const [tab, setTab] = useState<Tab>('profile');
  const data = membership.data;
  const active = data?.status === 'active';

  useEffect(() => {
    if (membershipId) setTab('profile');
  }, [membershipId]);
  useEffect(() => {
    if (membership.error) showError(errorMessage(membership.error));
  }, [membership.error]);
  useEffect(() => {
    if (tab === 'reports' && data && !active) setTab('profile');
  }, [tab, data, active]);

  return (
    <Modal
      opened={!!membershipId}
      onClose={onClose}
      size="xl"
      fullScreen={mobile}
      title={
        data ? (
          <Group gap="sm">
            <Text fw={700} size="lg" component="span">
              {data.full_name || data.email}
            </Text>
            <StatusBadge status={data.status} />
          </Group>
        ) : (
          t('patients.detail.title')
        )
      }
    >
      {membership.isPending ? (
        <Center mih={200}>
          <Spinner label={t('patients.detail.loading')} />
        </Center>
      ) : !data ? (
        <Center mih={200}>
          <Text c="dimmed">
            {membership.error instanceof ApiError && membership.error.status === 404
              ? t('patients.detail.notInCenter')
              : t('patients.detail.loadFailed')}
          </Text>
        </Center>
      ) : (
        <Tabs value={tab} onChange={(v) => setTab((v as Tab) ?? 'profile')} keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="profile">{t('patients.tab.profile')}</Tabs.Tab>
            <Tabs.Tab value="notes">{t('patients.tab.notes')}</Tabs.Tab>
            {active && <Tabs.Tab value="reports">{t('patients.tab.reports')}</Tabs.Tab>}
            {renderAssessments && <Tabs.Tab value="assessments">{t('assessments.tab')}</Tabs.Tab>}
            {renderAlerts && <Tabs.Tab value="alerts">{t('patients.tab.alerts')}</Tabs.Tab>}
            {renderConsents && <Tabs.Tab value="consents">{t('consents.tab')}</Tabs.Tab>}
            {renderAccessHistory && <Tabs.Tab value="access">{t('patients.tab.access')}</Tabs.Tab>}
          </Tabs.List>
          <Tabs.Panel value="profile">
            <ProfileTab membership={data} />
          </Tabs.Panel>
          <Tabs.Panel value="notes">{renderNotes(data)}</Tabs.Panel>
          {active && <Tabs.Panel value="reports">{renderReports(data)}</Tabs.Panel>}
          {renderAssessments && (
            <Tabs.Panel value="assessments">{renderAssessments(data, () => setTab('alerts'))}</Tabs.Panel>
          )}
          {renderAlerts && <Tabs.Panel value="alerts">{renderAlerts(data)}</Tabs.Panel>}
          {renderConsents && <Tabs.Panel value="consents">{renderConsents(data)}</Tabs.Panel>}
          {renderAccessHistory && <Tabs.Panel value="access">{renderAccessHistory(data)}</Tabs.Panel>}
        </Tabs>
      )}
    </Modal>
  );
}
