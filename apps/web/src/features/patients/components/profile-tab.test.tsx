import portalEnglish from 'virtual:texts/portal/en';
import portalSpanish from 'virtual:texts/portal/es';
import serverEnglish from 'virtual:texts/server/en';
import serverSpanish from 'virtual:texts/server/es';
import 'dayjs/locale/es';
import { MantineProvider } from '@mantine/core';
import { esFieldLabels } from '@portal/i18n';
import { esMessages } from '@portal/i18n/catalogues/es';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { texts } from '../../../lib/i18n';
import { aMembershipDetail } from '../../../test/fixtures';
import type { MembershipDetail } from '../api/get-membership';
import { ProfileTab } from './profile-tab';

const patient = aMembershipDetail({ status: 'alumni' });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ addictions: [] }), { status: 200 })),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  texts.install('en', { ...portalEnglish, ...serverEnglish });
});

const renderTab = (membership: MembershipDetail) =>
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ProfileTab membership={membership} />
      </QueryClientProvider>
    </MantineProvider>,
  );

describe('ProfileTab', () => {
  it('says when the patient deleted their app account, and only then', () => {
    const { unmount } = renderTab(patient);
    expect(screen.queryByText('App account deleted')).toBeNull();
    unmount();
    renderTab({ ...patient, account_deleted_at: '2026-11-22T09:30:00.000Z' });
    expect(screen.getByText('App account deleted')).toBeInTheDocument();
    expect(screen.getByText(/José Núñez deleted their app account on Nov 22, 2026/)).toBeInTheDocument();
  });

  it('speaks Spanish: its fields, dates in the Spanish order, and the form’s own sentences', async () => {
    texts.install('es', { ...portalSpanish, ...serverSpanish });
    renderTab({ ...patient, account_deleted_at: '2026-11-22T09:30:00.000Z', first_day: '2026-11-01' });
    expect(screen.getByText('Cuenta de la aplicación eliminada')).toBeInTheDocument();
    expect(
      screen.getByText(/José Núñez eliminó su cuenta de la aplicación el 22 nov 2026\./),
    ).toBeInTheDocument();
    expect(screen.getByText('Fecha de sobriedad')).toBeInTheDocument();
    expect(screen.getByText('1 nov 2026')).toBeInTheDocument();
    expect(screen.getByText('Exalumno/a', { selector: '.mantine-Badge-label' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Editar perfil' }));
    await user.clear(screen.getByRole('textbox', { name: /^Nombre/ }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(esMessages.firstNameRequired)).toBeInTheDocument();
  });

  it('says a name over 100 characters in Spanish too, the field named in Spanish', async () => {
    texts.install('es', { ...portalSpanish, ...serverSpanish });
    const { t } = texts.current();
    renderTab(patient);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: t('patients.profile.edit') }));
    const firstName = screen.getByRole('textbox', {
      name: new RegExp(`^${t('patients.profile.firstName')}`),
    });
    await user.clear(firstName);
    await user.click(firstName);
    await user.paste('x'.repeat(101));
    await user.click(screen.getByRole('button', { name: t('common.save') }));
    expect(
      await screen.findByText(t('validation.tooLong', { field: esFieldLabels['First name'], max: 100 })),
    ).toBeInTheDocument();
  });
});
