import { Modal } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from './providers';

describe('the theme', () => {
  it("names every modal's close button (a plain theme object, not Modal.extend, issue 22)", () => {
    render(
      <Providers>
        <Modal opened onClose={() => undefined} title="A modal">
          body
        </Modal>
      </Providers>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
