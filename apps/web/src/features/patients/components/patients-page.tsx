import { Center, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useDeferredAnswer } from '../../../lib/deferred-answer';
import { errorMessage } from '../../../lib/http';
import { useT } from '../../../lib/i18n';
import { LoadError } from '../../../lib/load-error';
import { useMobile } from '../../../lib/media';
import { Spinner } from '../../../lib/spinner';
import { showError } from '../../../lib/toasts';
import { type Addiction, useAddictions } from '../api/list-addictions';
import { listFilters, type MembershipFilters, totalLabel, useMembershipPages } from '../api/list-memberships';
import { LoadMore } from './load-more';
import { type FilterValues, PatientFilters } from './patient-filters';
import { PatientList } from './patient-list';
import { useLivePatients } from './use-live-patients';

export interface PatientsPageProps {
  /** Opens a patient's detail (the app decides how: here, a modal driven by the URL). */
  onOpenPatient: (id: string) => void;
  /** The status filter to start with, e.g. from a dashboard figure's link (`?status=active`). */
  initialStatus?: string;
}

/** Patients (spec §2): search, status and addiction filters, pages of 10 loading as you scroll. */
export function PatientsPage({ onOpenPatient, initialStatus = '' }: PatientsPageProps) {
  const t = useT();
  const [filters, setFilters] = useState<FilterValues>({ search: '', status: initialStatus, addiction: '' });
  const [search] = useDebouncedValue(filters.search.trim(), 300);
  const addictions = useAddictions();
  useLivePatients();
  const list = useMemo(
    () => listFilters(search, filters.status, filters.addiction),
    [search, filters.status, filters.addiction],
  );
  // Answers arriving render only what shows them, and in slices (useDeferredValue): a query's answer
  // is a blocking render in React, and on the first visit it came while the frame was still settling,
  // re-rendering the title and the filters with the list in one long task (issue 22, TBT on a phone).
  const addictionList = useDeferredValue(addictions.data ?? NO_ADDICTIONS);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={1}>{t('patients.title')}</Title>
        <PatientTotal filters={list} />
      </Group>
      <MemoFilters values={filters} onChange={setFilters} addictions={addictionList} />
      <PatientResults filters={list} addictions={addictionList} onOpenPatient={onOpenPatient} />
    </Stack>
  );
}

const NO_ADDICTIONS: Addiction[] = [];
const MemoFilters = memo(PatientFilters);
const MemoList = memo(PatientList);

/** "123 patients", once the first page has answered. */
function PatientTotal({ filters }: { filters: MembershipFilters }) {
  const t = useT();
  const first = useMembershipPages(filters).data?.pages[0];
  if (!first) return null;
  return (
    <Text c="dimmed" aria-live="polite">
      {t('patients.total', { total: totalLabel(first) })}
    </Text>
  );
}

interface ResultsProps {
  filters: MembershipFilters;
  addictions: Addiction[];
  onOpenPatient: (id: string) => void;
}

/** The list, its loading, empty and error states, and the next page as you scroll. */
function PatientResults({ filters, addictions, onOpenPatient }: ResultsProps) {
  const t = useT();
  const compact = useMobile();
  const pages = useMembershipPages(filters);
  useEffect(() => {
    if (pages.error) showError(errorMessage(pages.error));
  }, [pages.error]);

  const { data: shown, loading } = useDeferredAnswer(pages);
  const memberships = useMemo(() => shown?.pages.flatMap((p) => p.memberships) ?? [], [shown]);
  const labels = useMemo(() => new Map(addictions.map((a) => [a.value, a.label])), [addictions]);
  const addictionLabel = useCallback((v: string) => labels.get(v) ?? v, [labels]);

  return (
    <Paper withBorder={!compact} p={compact ? 0 : 'sm'} radius="md">
      {loading ? (
        <Stack gap="xs" role="progressbar" aria-busy="true" aria-label={t('patients.loading')}>
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} height={36} radius="sm" />
          ))}
        </Stack>
      ) : pages.isError && memberships.length === 0 ? (
        <LoadError
          title={t('patients.loadFailed')}
          error={pages.error}
          onRetry={() => void pages.refetch()}
          retrying={pages.isFetching}
        />
      ) : memberships.length === 0 ? (
        <Center mih={160}>
          <Text c="dimmed">{t('patientsEmpty')}</Text>
        </Center>
      ) : (
        <>
          <MemoList
            memberships={memberships}
            addictionLabel={addictionLabel}
            onOpen={onOpenPatient}
            compact={compact}
          />
          {pages.hasNextPage && (
            <LoadMore
              loading={pages.isFetchingNextPage}
              onLoad={() => {
                if (!pages.isFetchingNextPage) void pages.fetchNextPage();
              }}
            />
          )}
        </>
      )}
      {pages.isFetching && !pages.isPending && !pages.isFetchingNextPage && (
        <Center py="xs">
          <Spinner size="sm" label={t('patients.updating')} />
        </Center>
      )}
    </Paper>
  );
}
