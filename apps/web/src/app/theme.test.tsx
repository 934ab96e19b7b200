import portalEnglish from 'virtual:texts/portal/en';
import portalSpanish from 'virtual:texts/portal/es';
import serverEnglish from 'virtual:texts/server/en';
import serverSpanish from 'virtual:texts/server/es';
import { Modal } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { texts } from '../lib/i18n';
import { Providers } from './providers';

describe('the theme', () => {
  afterEach(() => texts.install('en', { ...portalEnglish, ...serverEnglish }));

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

  it('names it in the language the screen switches to', () => {
    render(
      <Providers>
        <Modal opened onClose={() => undefined} title="A modal">
          body
        </Modal>
      </Providers>,
    );
    act(() => texts.install('es', { ...portalSpanish, ...serverSpanish }));
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });
});
