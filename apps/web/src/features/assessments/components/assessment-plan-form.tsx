import {
  Button,
  Center,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { type AssessmentPlanBody, FOLLOW_UP_DAYS } from '@portal/contracts';
import { INSTRUMENT_IDS, INSTRUMENTS, type InstrumentId } from '@portal/contracts/instruments';
import { useEffect, useId, useState } from 'react';
import { ConfirmModal } from '../../../lib/confirm-modal';
import { errorsInScreenLanguage, useInScreenLanguage } from '../../../lib/form-errors';
import { ApiError, errorMessage } from '../../../lib/http';
import { useT } from '../../../lib/i18n';
import { Spinner } from '../../../lib/spinner';
import { showError, showSuccess } from '../../../lib/toasts';
import { useAssessmentPlan, useUpdateAssessmentPlan } from '../api/assessment-plan';
import { MEASURES_TEXT } from './model';
import {
  bodyOf,
  changesOf,
  type Draft,
  type DraftEntry,
  draftOf,
  hasChanges,
  serverErrors,
  validate,
} from './plan-model';

type Errors = Record<string, string>;

function EntryFields({
  id,
  entry,
  errors,
  disabled,
  onChange,
}: {
  id: InstrumentId;
  entry: DraftEntry;
  errors: Errors;
  disabled: boolean;
  onChange: (next: DraftEntry) => void;
}) {
  const t = useT();
  const instrument = INSTRUMENTS[id];
  const set = (patch: Partial<DraftEntry>) => onChange({ ...entry, ...patch });
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-label={instrument.title}>
      <Stack gap="xs">
        <Switch
          label={t('plan.include', { title: instrument.title, measures: t(MEASURES_TEXT[id]) })}
          checked={entry.included}
          disabled={disabled}
          onChange={(e) => set({ included: e.currentTarget.checked })}
          error={errors[`${id}.instrument_id`]}
        />
        {entry.included && (
          <>
            <Checkbox
              label={t('plan.atJoining')}
              checked={entry.at_joining}
              disabled={disabled}
              onChange={(e) => set({ at_joining: e.currentTarget.checked })}
            />
            <NumberInput
              label={t('plan.everyWeeks')}
              description={t('plan.everyWeeksHint')}
              value={entry.every_weeks}
              // No clamping: an out-of-range number gets the catalogue's sentence, not a silent change.
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              disabled={disabled}
              error={errors[`${id}.every_weeks`]}
              onChange={(v) => set({ every_weeks: typeof v === 'number' ? v : '' })}
              maw={260}
            />
            <Checkbox
              label={t('plan.atDischarge')}
              checked={entry.at_discharge}
              disabled={disabled}
              onChange={(e) => set({ at_discharge: e.currentTarget.checked })}
            />
            <Checkbox.Group
              label={t('plan.followUps')}
              value={entry.follow_up_days.map(String)}
              onChange={(v) => set({ follow_up_days: v.map(Number).sort((a, b) => a - b) })}
              error={errors[`${id}.follow_up_days`]}
            >
              <Group gap="md" mt={4}>
                {FOLLOW_UP_DAYS.map((d) => (
                  <Checkbox
                    key={d}
                    value={String(d)}
                    label={t('plan.followUpDays', { days: d })}
                    disabled={disabled}
                  />
                ))}
              </Group>
            </Checkbox.Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** The center's assessment plan (issue 39), under the default settings: owners edit, staff read. */
export function AssessmentPlanForm({ centerId, canEdit }: { centerId: string; canEdit: boolean }) {
  const t = useT();
  const plan = useAssessmentPlan(centerId);
  const update = useUpdateAssessmentPlan(centerId);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState<AssessmentPlanBody | null>(null);
  const titleId = useId();

  useEffect(() => {
    if (plan.data) setDraft(draftOf(plan.data.plan));
  }, [plan.data]);

  // The contract's sentences are English; the screen shows them in its own language.
  const say = useInScreenLanguage();
  const localized = (e: Errors): Errors => errorsInScreenLanguage(e, say);

  const save = () => {
    if (!draft || !plan.data) return;
    const found = validate(draft);
    setErrors(localized(found));
    if (Object.keys(found).length > 0) return;
    const { body } = bodyOf(draft);
    if (!hasChanges(changesOf(plan.data.plan, body))) {
      showSuccess(t('plan.unchanged'));
      return;
    }
    setConfirming(body);
  };

  const send = (body: AssessmentPlanBody) => {
    const { order } = bodyOf(draft as Draft);
    update.mutate(body, {
      onSuccess: () => {
        setConfirming(null);
        setErrors({});
        showSuccess(t('plan.saved'));
      },
      onError: (err) => {
        setConfirming(null);
        if (err instanceof ApiError && err.status === 400 && err.body.errors?.length) {
          setErrors(serverErrors(err.body.errors, order));
        } else showError(errorMessage(err));
      },
    });
  };

  const changes = confirming && plan.data ? changesOf(plan.data.plan, confirming) : null;
  const titles = (ids: InstrumentId[]) => ids.map((id) => INSTRUMENTS[id].title).join(', ');

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={titleId}>
            {t('plan.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('plan.intro')}
          </Text>
          {plan.data?.is_default && (
            <Text size="sm" c="dimmed">
              {t('plan.isDefault')}
            </Text>
          )}
          {!canEdit && (
            <Text size="sm" c="dimmed">
              {t('plan.readOnly')}
            </Text>
          )}
        </div>
        {plan.isPending || (!draft && !plan.isError) ? (
          <Center py="md">
            <Spinner label={t('plan.loading')} />
          </Center>
        ) : plan.isError || !draft ? (
          <Stack align="flex-start" gap="xs" role="alert">
            <Text fw={600}>{t('plan.loadFailed')}</Text>
            <Text size="sm" c="dimmed">
              {errorMessage(plan.error)}
            </Text>
            <Button variant="light" onClick={() => void plan.refetch()} loading={plan.isFetching}>
              {t('assessments.retry')}
            </Button>
          </Stack>
        ) : (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              save();
            }}
          >
            <Stack gap="sm">
              {errors.entries && (
                <Text c="red.8" size="sm" role="alert">
                  {errors.entries}
                </Text>
              )}
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                {INSTRUMENT_IDS.map((id) => (
                  <EntryFields
                    key={id}
                    id={id}
                    entry={draft.entries[id]}
                    errors={errors}
                    disabled={!canEdit}
                    onChange={(next) => setDraft({ ...draft, entries: { ...draft.entries, [id]: next } })}
                  />
                ))}
              </SimpleGrid>
              <NumberInput
                label={t('plan.windowDays')}
                description={t('plan.windowHint')}
                value={draft.window_days}
                clampBehavior="none"
                allowDecimal={false}
                allowNegative={false}
                disabled={!canEdit}
                required
                error={errors.window_days}
                onChange={(v) => setDraft({ ...draft, window_days: typeof v === 'number' ? v : '' })}
                maw={260}
              />
              {canEdit && (
                // Left-aligned: the floating chat bar holds the bottom-right corner of the page.
                <Group justify="flex-start">
                  <Button type="submit" loading={update.isPending && !confirming}>
                    {t('plan.save')}
                  </Button>
                </Group>
              )}
            </Stack>
          </form>
        )}
      </Stack>
      <ConfirmModal
        opened={confirming !== null}
        title={t('plan.confirmTitle')}
        loading={update.isPending}
        onNo={() => setConfirming(null)}
        onYes={() => confirming && send(confirming)}
      >
        <Stack gap="xs">
          <Text size="sm">{t('plan.confirmBody')}</Text>
          {changes && changes.added.length > 0 && (
            <Text size="sm">{t('plan.confirmAdded', { list: titles(changes.added) })}</Text>
          )}
          {changes && changes.removed.length > 0 && (
            <Text size="sm">{t('plan.confirmRemoved', { list: titles(changes.removed) })}</Text>
          )}
          {changes && changes.changed.length > 0 && (
            <Text size="sm">{t('plan.confirmChanged', { list: titles(changes.changed) })}</Text>
          )}
          {changes?.window && (
            <Text size="sm">
              {t('plan.confirmWindow', { from: changes.window.from, to: changes.window.to })}
            </Text>
          )}
        </Stack>
      </ConfirmModal>
    </Paper>
  );
}
