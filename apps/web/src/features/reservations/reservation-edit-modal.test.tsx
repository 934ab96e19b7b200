import { messages, type ReservedMembership } from '@portal/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { ReservationEditModal } from './components/reservation-edit-modal';

const reservation = (over: Partial<ReservedMembership> = {}): ReservedMembership => ({
  id: '0b9a3c1e-1111-4c4c-8888-000000000001',
  email: null,
  phone_number: '15550100200',
  fb_email: 'pat@example.com',
  state: 'pending',
  imported: false,
  import_id: null,
  created_at: '2026-11-23T10:00:00.000Z',
  claimed_by: null,
  ...over,
});

function renderModal(r: ReservedMembership) {
  render(
    <MemoryRouter>
      <Providers>
        <ReservationEditModal reservation={r} onClose={vi.fn()} />
      </Providers>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('the Reservation edit modal', () => {
  it('shows the reservation with its phone masked and answers the spec messages', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = renderModal(reservation());
    const dialog = await screen.findByRole('dialog', { name: 'Reservation' });
    const phone = within(dialog).getByLabelText(/^Phone Number/);
    expect(phone).toHaveValue('+1 (555) 010-0200');
    expect(within(dialog).getByLabelText('Facebook email')).toHaveValue('pat@example.com');

    await user.clear(phone);
    await user.type(within(dialog).getByLabelText('Email'), 'nope');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(messages.phoneRequiredReservation)).toBeInTheDocument();
    expect(within(dialog).getByText(messages.emailInvalid)).toBeInTheDocument();

    await user.type(phone, '555');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(messages.phoneMin)).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('disables the e-mail field and hides the submit button of a completed reservation', async () => {
    renderModal(reservation({ state: 'completed', email: 'claimed@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reservation' });
    expect(within(dialog).getByLabelText('Email')).toBeDisabled();
    expect(within(dialog).getByLabelText('Email')).toHaveValue('claimed@example.com');
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
    // The footer offers Close instead of Save (the header's ✕ is also named Close).
    expect(within(dialog).getAllByRole('button', { name: 'Close' })).toHaveLength(2);
  });

  it('names the patient who claimed a completed reservation, with their e-mail and a link to their profile', async () => {
    renderModal(
      reservation({
        state: 'completed',
        claimed_by: {
          membership_id: '0b9a3c1e-1111-4c4c-8888-0000000000aa',
          full_name: 'Cleo Claimer',
          email: 'cleo@example.com',
        },
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reservation' });
    const link = within(dialog).getByRole('link', { name: 'Open the profile of Cleo Claimer' });
    expect(link).toHaveAttribute('href', '/patients?patient=0b9a3c1e-1111-4c4c-8888-0000000000aa');
    expect(link).toHaveTextContent('Cleo Claimer');
    expect(within(dialog).getByText('cleo@example.com')).toBeInTheDocument();
    // Staff never typed an e-mail: the field shows the patient's own.
    expect(within(dialog).getByLabelText('Email')).toHaveValue('cleo@example.com');
  });
});
