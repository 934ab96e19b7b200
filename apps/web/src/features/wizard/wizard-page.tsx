import { Button, Card, Group, List, Stack, Stepper, Text, Title } from '@mantine/core';
import { messages } from '@portal/contracts';
import { type ComponentType, useEffect, useState } from 'react';
import { errorMessage } from '../../lib/http';
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

const STEPS = ['Center information', 'Default settings', 'Staff members', 'Finish'] as const;
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

  useEffect(() => {
    window.localStorage.setItem(stepKey(centerId), String(active));
  }, [active, centerId]);

  const next = () => setActive((s) => Math.min(s + 1, STEPS.length - 1));

  async function complete() {
    setFinishing(true);
    try {
      await finish.mutateAsync();
      window.localStorage.removeItem(stepKey(centerId));
      showSuccess(messages.wizardFinished);
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
          Set up your center
        </Title>
        <Text c="dimmed">
          Step {active + 1} of {STEPS.length}: {STEPS[active]}
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
          <Stepper.Step label={STEPS[0]} description="Name and time zone">
            <CenterStep centerId={centerId} onDone={next} />
          </Stepper.Step>
          <Stepper.Step label={STEPS[1]} description="Check-ins and tasks">
            <DefaultsStep centerId={centerId} onDone={next} />
          </Stepper.Step>
          <Stepper.Step label={STEPS[2]} description="Optional">
            <StaffStep centerId={centerId} onDone={next} />
          </Stepper.Step>
          <Stepper.Step label={STEPS[3]} description="Open the portal">
            <Stack gap="md">
              <Text>Your center is set up. When you finish:</Text>
              <List spacing={4}>
                <List.Item>the full navigation opens, starting at the dashboard;</List.Item>
                <List.Item>your default tasks become the center's daily tasks;</List.Item>
                <List.Item>
                  you can change everything later in Center information and Default settings.
                </List.Item>
              </List>
              <Group justify="space-between">
                <Button variant="default" onClick={() => setActive(STEPS.length - 2)}>
                  Back
                </Button>
                <Button onClick={() => void complete()} loading={finishing}>
                  Finish setup
                </Button>
              </Group>
            </Stack>
          </Stepper.Step>
        </Stepper>
      </Card>
    </Stack>
  );
}
