import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen } from './lazy';

describe('a screen whose code cannot be fetched', () => {
  it('says so and offers a reload instead of a blank page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = lazyScreen<object>(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    render(
      <MantineProvider>
        <Broken />
      </MantineProvider>,
    );
    expect(await screen.findByText('This screen could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
