import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { texts } from '../lib/i18n';
import { lazyScreen } from './lazy';
import { OutcomesLoading } from './outcomes-loading';

// Code that never arrives: what shows is the screen's loading state.
const pending = () => new Promise<never>(() => undefined);

describe("a screen's heading while its code downloads", () => {
  afterEach(() => texts.setLanguage('en'));

  it("is the screen's own title, in the staff member's language", async () => {
    await texts.setLanguage('es');
    const Patients = lazyScreen<object>(pending, 'patients.title');
    render(
      <MantineProvider>
        <Patients />
      </MantineProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pacientes');
  });

  it("is Outcomes' title and intro (its largest paint), as the page draws them", async () => {
    await texts.setLanguage('es');
    const Outcomes = lazyScreen<object>(pending, OutcomesLoading);
    render(
      <MantineProvider>
        <Outcomes />
      </MantineProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Resultados');
    expect(screen.getByText(texts.current().t('outcomes.intro'))).toBeInTheDocument();
  });
});
