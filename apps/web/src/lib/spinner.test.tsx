import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a named busy indicator that axe accepts (a named bare span failed CI: aria-prohibited-attr)', async () => {
    const { container } = render(
      <MantineProvider env="test">
        <main>
          <Spinner label="Loading tasks" />
          <Spinner size="sm" label="Updating the list" />
        </main>
      </MantineProvider>,
    );
    const { violations } = await axe.run(container, { rules: { region: { enabled: false } } });
    expect(violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
    expect(screen.getByRole('progressbar', { name: 'Loading tasks' })).toBeInTheDocument();
  });
});
