import { MantineProvider } from '@mantine/core';
import { messages } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aMembership } from '../../../test/fixtures';
import { SearchPatientModal } from './search-patient-modal';

const jose = aMembership();

let urls: string[];
beforeEach(() => {
  urls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      const found = url.includes('by_name=jose') ? [jose] : [];
      return new Response(JSON.stringify({ memberships: found, total: found.length }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderModal(onPick = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <SearchPatientModal opened onClose={() => undefined} onPick={onPick} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return onPick;
}

describe('SearchPatientModal', { timeout: 20_000 }, () => {
  it('says the field cannot be empty, and does not search', async () => {
    const user = userEvent.setup();
    renderModal();
    await user.type(screen.getByLabelText('Name or e-mail'), '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText(messages.searchRequired)).toBeInTheDocument();
    expect(urls).toEqual([]);
  });

  it('says there are no results, then lists a match and opens it', async () => {
    const user = userEvent.setup();
    const onPick = renderModal();
    const field = screen.getByLabelText('Name or e-mail');
    await user.type(field, 'nobody');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(messages.noResults)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'jose');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: /José Núñez/ }));
    expect(onPick).toHaveBeenCalledWith(jose.id);
    expect(urls).toEqual([
      '/v3/memberships?offset=0&by_name=nobody',
      '/v3/memberships?offset=0&by_name=jose',
    ]);
  });
});
