import { Button, Card, Group, List, Stack, Stepper, Text, Title } from '@mantine/core';
import { type ComponentType, useEffect, useState } from 'react';
import { errorMessage } from '../../lib/http';
import { useT } from '../../lib/i18n';
import { useMobile } from '../../lib/media';
import { showError, showSuccess } from '../../lib/toasts';
import { useFinishInitConfig } from './api/finish-init-config';

export interface WizardStepProps {
  centerId: string;
  onDone: () => void;
}

/** The steps' forms come from their own features; the app passes them in (features never import each other). */
export interface WizardSteps {
  CenterStep: ComponentType<WizardStepProps>;
  DefaultsStep: ComponentType<WizardStepProps>;
  StaffStep: ComponentType<WizardStepProps>;
}

const STEPS = [
  'wizard.step.center',
  'wizard.step.defaults',
  'wizard.step.staff',
  'wizard.step.finish',
] as const;
const stepKey = (centerId: string) => `wizard-step:${centerId}`;

/**
 * The setup wizard of a new center. Every step saves to the server, so it resumes where the owner
 * left (the step number is kept in this browser). Finish ends the wizard, renews the token (its
 * `wizard` flag is now false) and lands on the dashboard.
 */
export function WizardPage({
  centerId,
  steps,
  onFinished,
}: {
  centerId: string;
  steps: WizardSteps;
  /** Renews the token and goes to the dashboard. */
  onFinished: () => Promise<void>;
}) {
  const [active, setActive] = useState(() => {
    const saved = Number(window.localStorage.getItem(stepKey(centerId)));
    return Number.isInteger(saved) && saved >= 0 && saved < STEPS.length ? saved : 0;
  });
  const finish = useFinishInitConfig(centerId);
  const [finishing, setFinishing] = useState(false);
  const mobile = useMobile();
  const t = useT();

  useEffect(() => {
    window.localStorage.setItem(stepKey(centerId), String(active));
  }, [active, centerId]);

  const next = () => setActive((s) => Math.min(s + 1, STEPS.length - 1));

  async function complete() {
    setFinishing(true);
    try {
      await finish.mutateAsync();
      window.localStorage.removeItem(stepKey(centerId));
      showSuccess(t('wizardFinished'));
      await onFinished();
    } catch (err) {
      showError(errorMessage(err));
      setFinishing(false);
    }
  }

  const { CenterStep, DefaultsStep, StaffStep } = steps;
  return (
    <Stack maw={820} mx="auto" w="100%" gap="md">
      <div>
        <Title order={1} size="h2">
          {t('wizard.title')}
        </Title>
        <Text c="dimmed">
          {t('wizard.stepOf', { step: active + 1, total: STEPS.length, name: t(STEPS[active] ?? STEPS[0]) })}
        </Text>
      </div>
      <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stepper
          active={active}
          onStepClick={(step) => step < active && setActive(step)}
          allowNextStepsSelect={false}
          orientation={mobile ? 'vertical' : 'horizontal'}
          size="sm"
        >
          <Stepper.Step label={t(STEPS[0])} description={t('wizard.step.centerHint')}>
            <CenterStep centerId={centerId} onDone={next} />
          </Stepper.Step>
          <Stepper.Step label={t(STEPS[1])} description={t('wizard.step.defaultsHint')}>
            <DefaultsStep centerId={centerId} onDone={next} />
          </Stepper.Step>
          <Stepper.Step label={t(STEPS[2])} description={t('wizard.step.staffHint')}>
            <StaffStep centerId={centerId} onDone={next} />
          </Stepper.Step>
          <Stepper.Step label={t(STEPS[3])} description={t('wizard.step.finishHint')}>
            <Stack gap="md">
              <Text>{t('wizard.ready')}</Text>
              <List spacing={4}>
                <List.Item>{t('wizard.readyNavigation')}</List.Item>
                <List.Item>{t('wizard.readyTasks')}</List.Item>
                <List.Item>{t('wizard.readyLater')}</List.Item>
              </List>
              <Group justify="space-between">
                <Button variant="default" onClick={() => setActive(STEPS.length - 2)}>
                  {t('wizard.back')}
                </Button>
                <Button onClick={() => void complete()} loading={finishing}>
                  {t('wizard.finish')}
                </Button>
              </Group>
            </Stack>
          </Stepper.Step>
        </Stepper>
      </Card>
    </Stack>
  );
}
