import { messages, type TreatmentCenter } from '@portal/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { LogoField } from './components/logo-field';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const center = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Aspen',
  logo_url: null,
} as TreatmentCenter;

describe('the center logo picker', () => {
  let fetchSpy: MockInstance<typeof fetch>;
  beforeEach(() => {
    fetchSpy = vi.spyOn(globalThis, 'fetch');
  });
  afterEach(() => fetchSpy.mockRestore());

  const choose = async (file: File) => {
    const { container } = render(
      <Providers>
        <LogoField center={center} />
      </Providers>,
    );
    await userEvent.setup().upload(container.querySelector('input[type="file"]') as HTMLInputElement, file);
  };

  it('refuses a file whose bytes are not the image its name says, before any upload', async () => {
    await choose(new File(['plain text, renamed'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText(messages.imageContentMismatch)).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('asks for an upload URL for a real image', async () => {
    fetchSpy.mockResolvedValue(new Response(JSON.stringify({ message: 'no' }), { status: 403 }));
    await choose(new File([PNG], 'logo.png', { type: 'image/png' }));
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    expect(String(fetchSpy.mock.calls[0]?.[0])).toContain('/v3/treatment_centers/get_presigned_url');
  });
});
