import { Center, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { messages } from '@portal/contracts';
import { useEffect, useMemo, useState } from 'react';
import { errorMessage } from '../../../lib/http';
import { LoadError } from '../../../lib/load-error';
import { useMobile } from '../../../lib/media';
import { Spinner } from '../../../lib/spinner';
import { showError } from '../../../lib/toasts';
import { useAddictions } from '../api/list-addictions';
import { listFilters, totalLabel, useMembershipPages } from '../api/list-memberships';
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
  const [filters, setFilters] = useState<FilterValues>({ search: '', status: initialStatus, addiction: '' });
  const [search] = useDebouncedValue(filters.search.trim(), 300);
  const compact = useMobile();
  const addictions = useAddictions();
  useLivePatients();
  const pages = useMembershipPages(listFilters(search, filters.status, filters.addiction));

  useEffect(() => {
    if (pages.error) showError(errorMessage(pages.error));
  }, [pages.error]);

  const labels = useMemo(
    () => new Map((addictions.data ?? []).map((a) => [a.value, a.label])),
    [addictions.data],
  );
  const memberships = pages.data?.pages.flatMap((p) => p.memberships) ?? [];
  const first = pages.data?.pages[0];
  const total = first ? totalLabel(first) : undefined;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={1}>Patients</Title>
        {total !== undefined && (
          <Text c="dimmed" aria-live="polite">
            {total === '1' ? '1 patient' : `${total} patients`}
          </Text>
        )}
      </Group>
      <PatientFilters values={filters} onChange={setFilters} addictions={addictions.data ?? []} />
      <Paper withBorder={!compact} p={compact ? 0 : 'sm'} radius="md">
        {pages.isPending ? (
          <Stack gap="xs" role="progressbar" aria-busy="true" aria-label="Loading patients">
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} height={36} radius="sm" />
            ))}
          </Stack>
        ) : pages.isError && memberships.length === 0 ? (
          <LoadError
            what="The patients"
            error={pages.error}
            onRetry={() => void pages.refetch()}
            retrying={pages.isFetching}
          />
        ) : memberships.length === 0 ? (
          <Center mih={160}>
            <Text c="dimmed">{messages.patientsEmpty}</Text>
          </Center>
        ) : (
          <>
            <PatientList
              memberships={memberships}
              addictionLabel={(v) => labels.get(v) ?? v}
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
            <Spinner size="sm" label="Updating the list" />
          </Center>
        )}
      </Paper>
    </Stack>
  );
}
