import { messages } from '@portal/contracts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotFoundPage } from './not-found';
import { Providers } from './providers';

describe('NotFoundPage', () => {
  it("tells the user they're lost and links home", () => {
    render(
      <Providers>
        <MemoryRouter>
          <NotFoundPage />
        </MemoryRouter>
      </Providers>,
    );
    expect(screen.getByRole('heading', { name: messages.notFoundTitle })).toBeInTheDocument();
    expect(screen.getByText(messages.notFoundBody)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home Page' })).toHaveAttribute('href', '/');
  });
});
