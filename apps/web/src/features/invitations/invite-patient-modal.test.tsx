import portalEnglish from 'virtual:texts/portal/en';
import portalSpanish from 'virtual:texts/portal/es';
import serverEnglish from 'virtual:texts/server/en';
import serverSpanish from 'virtual:texts/server/es';
import {
  CSV_MAX_BYTES,
  csvTooLarge,
  csvTooManyRows,
  duplicateOfLine,
  importedMessage,
  messages,
  refusedMessage,
} from '@portal/contracts';
import { esMessages } from '@portal/i18n/catalogues/es';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { texts } from '../../lib/i18n';
import { csvSentence, previewCsv, separatorNote } from './components/csv-import';
import { toInvitation } from './components/invite-form';
import { InvitePatientModal } from './components/invite-patient-modal';

function renderModal() {
  const onClose = vi.fn();
  render(
    <Providers>
      <InvitePatientModal opened onClose={onClose} />
    </Providers>,
  );
  return { onClose, user: userEvent.setup() };
}

describe('the Invite Patient modal', () => {
  it('starts in individual mode and answers the spec messages without calling the server', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user } = renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Invite Patient' });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText(messages.emailRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(messages.fullNameRequired)).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^Email/), 'not-an-email');
    await user.type(within(dialog).getByLabelText(/^Phone Number/), '555010');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText(messages.emailInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(messages.phoneMin)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Phone Number/)).toHaveValue('+1 (555) 010');
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('switches to reservation by phone, single by default, and to the CSV upload', async () => {
    const { user } = renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Invite Patient' });
    await user.click(within(dialog).getByText('Reserve by phone'));
    expect(within(dialog).getByRole('radio', { name: 'Single: one phone number' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Reserve membership' }));
    expect(await within(dialog).findByText(messages.phoneRequired)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'Multiple: upload a CSV file' }));
    expect(within(dialog).getByText(/Two columns with a header line/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import reservations' })).toBeDisabled();
  });

  it('speaks Spanish, its own sentences built from a template included, for a staff member who reads Spanish', async () => {
    texts.install('es', { ...portalSpanish, ...serverSpanish });
    try {
      const { user } = renderModal();
      const dialog = await screen.findByRole('dialog', { name: 'Invitar paciente' });
      await user.click(within(dialog).getByLabelText(/^Nombre completo/));
      await user.paste('x'.repeat(201));
      await user.click(within(dialog).getByRole('button', { name: 'Enviar invitación' }));
      expect(await within(dialog).findByText(esMessages.emailRequired)).toBeInTheDocument();
      expect(
        within(dialog).getByText('El campo "Nombre completo" debe tener como máximo 200 caracteres.'),
      ).toBeInTheDocument();
    } finally {
      texts.install('en', { ...portalEnglish, ...serverEnglish });
    }
  });
});

describe('the invitation payload', () => {
  it('strips the mask and sends an empty phone as +1 (spec §5)', () => {
    expect(
      toInvitation({ email: 'a@b.co', full_name: 'A', phone_number: '+1 (555) 010-0200' }).phone_number,
    ).toBe('15550100200');
    expect(toInvitation({ email: 'a@b.co', full_name: 'A', phone_number: '' }).phone_number).toBe('+1');
    expect(toInvitation({ email: 'a@b.co', full_name: 'A', phone_number: '+1 (' }).phone_number).toBe('+1');
  });
});

describe('the CSV preview', () => {
  const csv = (text: string, name = 'patients.csv') => new File([text], name, { type: 'text/csv' });
  const screen = texts.current();
  const { t } = screen;

  it('lists every row with its line and the same errors the server gives', async () => {
    const { preview, error } = await previewCsv(
      csv('\uFEFFphone_number,fb_email\r\n15550100001,\r\n123,a@example.com\r\n15550100001,bad\r\n'),
      screen,
    );
    expect(error).toBeNull();
    expect(preview?.rows.map((r) => r.line)).toEqual([2, 3, 4]);
    expect(preview?.rejected).toEqual([
      { line: 3, field: 'phone_number', message: messages.phoneMin },
      { line: 4, field: 'fb_email', message: messages.fbEmailInvalid },
    ]);
  });

  it('reads a semicolon file and says which separator it read', async () => {
    const { preview, error } = await previewCsv(
      csv('phone_number;fb_email\r\n15550100001;a@example.com\r\n'),
      screen,
    );
    expect(error).toBeNull();
    expect(preview?.rows).toEqual([{ line: 2, phone_number: '15550100001', fb_email: 'a@example.com' }]);
    expect(preview?.separator).toBe('semicolon');
    expect(separatorNote('semicolon', t)).toBe('Columns separated by semicolons.');
    expect(separatorNote('tab', t)).toBe('Columns separated by tabs.');
  });

  it('refuses another file type, a file without header, and binary content', async () => {
    expect((await previewCsv(csv('phone_number\n15550100001', 'list.txt'), screen)).error).toBe(
      messages.csvNotCsv,
    );
    expect((await previewCsv(csv('15550100001,a@example.com\n'), screen)).error).toBe(
      messages.csvHeaderMissing,
    );
    const binary = new File([new Uint8Array([0xff, 0xfe, 0x00, 0x41])], 'x.csv');
    expect((await previewCsv(binary, screen)).error).toBe(messages.csvNotCsv);
  });

  it("words the contracts' CSV sentences built from values exactly as the contracts do, in English", () => {
    for (const sentence of [
      csvTooLarge(CSV_MAX_BYTES),
      csvTooManyRows(),
      duplicateOfLine(7),
      refusedMessage(1),
      refusedMessage(3),
      messages.csvInvalidLine,
    ])
      expect(csvSentence(sentence, screen)).toBe(sentence);
    for (const [imported, skipped] of [
      [1, 0],
      [2, 1],
      [5, 3],
    ] as const)
      expect(t('invitations.imported', { imported, skipped })).toBe(importedMessage(imported, skipped));
    // A sentence the contracts do not hold (the server's, already translated) is left as it is.
    expect(csvSentence('Línea 3: algo', screen)).toBe('Línea 3: algo');
  });
});
