import english from 'virtual:texts/app/en';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { texts } from '../lib/i18n';
import { LanguageSwitch } from './language-switch';

function fakeServer(status = 200) {
  const puts: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      puts.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return new Response(JSON.stringify({ language: 'es', message: 'saved' }), { status });
    }),
  );
  return puts;
}

describe('LanguageSwitch', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    texts.install('en', english);
  });

  it('switches every text to Spanish at once and keeps the choice on this device only when signed out', async () => {
    const puts = fakeServer();
    render(<LanguageSwitch signedIn={false} />);
    const group = screen.getByRole('group', { name: 'Language' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'Español' }));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Idioma' })).toBeInTheDocument());
    expect(screen.getByRole('radio', { name: 'Español' })).toBeChecked();
    expect(document.documentElement.lang).toBe('es');
    expect(window.localStorage.getItem('language')).toBe('es');
    expect(puts).toEqual([]);
  });

  it('signed in, stores the choice on the account', async () => {
    const puts = fakeServer();
    render(<LanguageSwitch signedIn />);
    fireEvent.click(screen.getByRole('radio', { name: 'Español' }));
    await waitFor(() => expect(puts).toEqual([{ url: '/patient/language', body: { language: 'es' } }]));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the account could not be updated, and keeps the language on the phone', async () => {
    fakeServer(503);
    render(<LanguageSwitch signedIn />);
    fireEvent.click(screen.getByRole('radio', { name: 'Español' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('no se pudo guardar en su cuenta');
    expect(texts.current().language).toBe('es');
  });
});
