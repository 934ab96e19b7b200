import portalEnglish from 'virtual:texts/portal/en';
import serverEnglish from 'virtual:texts/server/en';
import type { UserSettings } from '@portal/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { texts } from '../../../lib/i18n';
import { LanguageField } from './language-field';

const settings: UserSettings = {
  email: 'sam@clinic.test',
  first_name: 'Sam',
  last_name: 'Staff',
  phone: '15550102030',
  notification_emails: { contact_now: true, unread_messages: false, risk_alerts: true },
  language: null,
  password_change_url: null,
};

function fakeServer(status = 200) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      sent.push({
        method: init?.method ?? 'GET',
        url,
        body: init?.body ? JSON.parse(String(init.body)) : null,
      });
      const body =
        status === 200
          ? { user_settings: { ...settings, language: 'es' } }
          : {
              message: 'Elija inglés o español.',
              errors: [{ field: 'language', message: 'Elija inglés o español.' }],
            };
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

describe('LanguageField', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    texts.install('en', { ...portalEnglish, ...serverEnglish });
  });

  it('applies Spanish at once and stores it with the saved settings', async () => {
    const sent = fakeServer();
    const user = userEvent.setup();
    render(
      <Providers>
        <LanguageField settings={settings} />
      </Providers>,
    );
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Español' }));
    expect(await screen.findByRole('radiogroup', { name: 'Idioma' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    await waitFor(() =>
      expect(sent).toContainEqual({
        method: 'PUT',
        url: '/v3/user_settings',
        body: {
          first_name: 'Sam',
          last_name: 'Staff',
          phone: '15550102030',
          notification_emails: settings.notification_emails,
          language: 'es',
        },
      }),
    );
    expect(await screen.findByText('Se guardó su idioma.')).toBeInTheDocument();
  });

  it('says when the account could not store it', async () => {
    fakeServer(422);
    const user = userEvent.setup();
    render(
      <Providers>
        <LanguageField settings={settings} />
      </Providers>,
    );
    await user.click(screen.getByRole('radio', { name: 'Español' }));
    expect(await screen.findByText(/no se pudo guardar en su cuenta/)).toBeInTheDocument();
  });
});
