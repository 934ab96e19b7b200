import portalEnglish from 'virtual:texts/portal/en';
import portalSpanish from 'virtual:texts/portal/es';
import serverEnglish from 'virtual:texts/server/en';
import serverSpanish from 'virtual:texts/server/es';
import { messages, type StaffMember } from '@portal/contracts';
import { esMessages } from '@portal/i18n/catalogues/es';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { texts } from '../../lib/i18n';
import { StaffMemberModal } from './components/staff-member-modal';

const CENTER = '3f0c2a52-6a55-4c56-9a70-4f7d3f2e0a11';

function renderModal(member: StaffMember | null = null) {
  render(
    <Providers>
      <StaffMemberModal centerId={CENTER} opened onClose={vi.fn()} member={member} />
    </Providers>,
  );
  return userEvent.setup();
}

// Typing through the mask is slow on a loaded 2-core machine.
describe('the Staff Member modal', { timeout: 30_000 }, () => {
  afterEach(() => texts.install('en', { ...portalEnglish, ...serverEnglish }));

  it('answers every spec §5 message on an empty create, without calling the server', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'New staff member' });
    await user.click(within(dialog).getByRole('button', { name: 'Create staff member' }));
    for (const text of [
      messages.emailRequired,
      messages.passwordRequired,
      messages.firstNameRequired,
      messages.lastNameRequired,
      messages.phoneRequired,
      messages.isAdminRequired,
    ]) {
      expect(await within(dialog).findByText(text)).toBeInTheDocument();
    }
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('checks the e-mail, the password length and the phone with the mask +1 (999) 999-9999', async () => {
    const user = renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'New staff member' });
    await user.type(within(dialog).getByLabelText(/^Email/), 'nina@');
    await user.type(within(dialog).getByLabelText(/^Password/), 'short');
    await user.type(within(dialog).getByLabelText(/^Phone/), '555010');
    await user.click(within(dialog).getByRole('button', { name: 'Create staff member' }));
    expect(await within(dialog).findByText(messages.emailInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(messages.passwordTooShort)).toBeInTheDocument();
    expect(within(dialog).getByText(messages.phoneMin)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Phone/)).toHaveValue('+1 (555) 010');
  });

  it('edits a member without e-mail or password fields, prefilled with the formatted phone', async () => {
    renderModal({
      id: '0b6f8f7e-2f57-4a8b-9a1a-2b1b0b9f6c11',
      auth0_id: 'portal_x',
      first_name: 'Sam',
      last_name: 'Stone',
      phone: '15550100200',
      email: 'sam@example.test',
      status: true,
      receiving_calls: true,
      is_admin: false,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Update staff member' });
    expect(within(dialog).queryByLabelText(/^Email/)).toBeNull();
    expect(within(dialog).queryByLabelText(/^Password/)).toBeNull();
    expect(within(dialog).getByLabelText(/^First name/)).toHaveValue('Sam');
    expect(within(dialog).getByLabelText(/^Phone/)).toHaveValue('+1 (555) 010-0200');
    expect(within(dialog).getByRole('switch', { name: /Receiving calls/ })).toBeChecked();
  });

  it('speaks Spanish, its own validation included, for a staff member who reads Spanish', async () => {
    texts.install('es', { ...portalSpanish, ...serverSpanish });
    const user = renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo miembro del personal' });
    await user.click(within(dialog).getByRole('button', { name: 'Crear miembro del personal' }));
    expect(await within(dialog).findByText(esMessages.emailRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(esMessages.isAdminRequired)).toBeInTheDocument();
    expect(
      within(dialog).getByText('Al menos 12 caracteres; compártala con la persona en privado.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });
});
