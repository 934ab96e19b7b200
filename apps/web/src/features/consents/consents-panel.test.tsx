import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import {
  type Consent,
  type ConsentTemplate,
  type Disclosure,
  messages,
  PART2_NOTICE,
} from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { disclosuresCsv } from './components/disclosures-csv';
import { ConsentsPanel } from './index';

const MEMBERSHIP = '6f1c2b8e-1111-4a3b-9c2d-000000000001';
const uuid = (n: number) => `6f1c2b8e-2222-4a3b-9c2d-${String(n).padStart(12, '0')}`;

const terms = (kind: Consent['kind'], title: string, text: string): Consent['terms'] => ({
  kind,
  title,
  information: 'Dates of attendance',
  recipient_kind: kind === 'app-use' ? 'tpo' : 'named',
  recipient: 'Example Clinic',
  purpose: 'Coordination of care',
  expiry_kind: kind === 'app-use' ? 'until-revoked' : 'date',
  expiry_date: null,
  expiry_event: null,
  redisclosure: null,
  revocation: 'You may revoke it in writing.',
  discloser: 'Harbor House',
  text,
});

const paper: Consent = {
  id: uuid(1),
  membership_id: MEMBERSHIP,
  template_id: uuid(11),
  template_key: 'outside-provider',
  template_version: 1,
  kind: 'disclosure',
  status: 'active',
  signer_name: 'Jamie Rivera',
  signed_at: '2026-11-20T12:00:00.000Z',
  signed_via: 'paper',
  scan_key: 'c/consents/x.pdf',
  expires_on: '2027-05-01',
  revoked_at: null,
  revoked_by: null,
  terms: terms(
    'disclosure',
    'Share with Example Clinic',
    'VERSION ONE TEXT\n\nWho may disclose: Harbor House.',
  ),
};
const revoked: Consent = {
  ...paper,
  id: uuid(2),
  template_key: 'app-use',
  kind: 'app-use',
  status: 'revoked',
  signed_via: 'app',
  scan_key: null,
  expires_on: null,
  revoked_at: '2026-11-22T15:00:00.000Z',
  revoked_by: 'patient',
  terms: terms('app-use', 'Use of the app', 'APP USE TEXT'),
};
const template: ConsentTemplate = {
  ...terms('disclosure', 'Share with Example Clinic', 'VERSION TWO TEXT'),
  id: uuid(12),
  template_key: 'outside-provider',
  version: 2,
  active: true,
  created_at: '2026-11-21T10:00:00.000Z',
};
const disclosure: Disclosure = {
  id: uuid(3),
  consent_id: paper.id,
  recipient: '=HYPERLINK("x")',
  what: 'FHIR Patient',
  purpose: 'Coordination of care',
  disclosed_at: '2026-11-23T10:00:00.000Z',
  disclosed_by: null,
  system: 'fhir-api',
};

let calls: { method: string; url: string; body?: unknown }[];
let answers: { consents: () => Response; record: () => Response };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  calls = [];
  answers = {
    consents: () => json({ consents: [paper, revoked], templates: [template] }),
    record: () => json({ consent: paper }, 201),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
      calls.push({ method, url, body });
      if (method === 'PUT') return new Response(null, { status: 200 });
      if (url.includes('scan_presigned_url')) {
        return json({
          url: 'http://localhost/uploads/c/consents/new.pdf?sig=1',
          key: 'c/consents/new.pdf',
          public_url: 'http://localhost/uploads/c/consents/new.pdf',
          headers: { 'Content-Type': 'application/pdf' },
          expires_at: '2030-01-01T00:00:00.000Z',
        });
      }
      if (url.endsWith('/disclosures')) return json({ disclosures: [disclosure] });
      if (url.includes('/settings')) return json({ settings: { time_zone: 'America/New_York' } });
      if (method === 'POST') return answers.record();
      return answers.consents();
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPanel(centerId: string | null = null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={client}>
        <ConsentsPanel membershipId={MEMBERSHIP} patientName="Jamie Rivera" centerId={centerId} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('ConsentsPanel', { timeout: 90_000 }, () => {
  it('lists each consent with its version, status, who revoked and when, and the text as signed', async () => {
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Consents of this patient' });
    const [first, second] = within(list).getAllByRole('listitem');
    if (!first || !second) throw new Error('two consents expected');
    expect(within(first).getByText('Share with Example Clinic')).toBeInTheDocument();
    expect(within(first).getByText('Version 1')).toBeInTheDocument();
    expect(within(first).getByText('Signed, active')).toBeInTheDocument();
    expect(within(first).getByText(/Signed by Jamie Rivera on Nov 20, 2026 on paper/)).toBeInTheDocument();
    expect(within(first).getByText('Expires on May 1, 2027')).toBeInTheDocument();
    expect(within(second).getByText('Revoked')).toBeInTheDocument();
    expect(within(second).getByText(/^Revoked on Nov 2[23], 2026 by the patient$/)).toBeInTheDocument();
    // A paper consent has a scan; one signed in the app has none.
    expect(within(first).getByRole('button', { name: 'Download the scan' })).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: 'Download the scan' })).toBeNull();

    const toggle = within(first).getByRole('button', { name: 'Text as signed' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Mantine's Collapse opens over a transition: visible once it ends.
    await waitFor(() => expect(within(first).getByText(/VERSION ONE TEXT/)).toBeVisible());
  });

  it('prints the text as signed with the signature, the date and, for a disclosure consent, the 2.32 notice', async () => {
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Consents of this patient' });
    const [first, second] = within(list).getAllByRole('listitem');
    await userEvent.click(within(first as HTMLElement).getByRole('button', { name: 'Printable copy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Printable copy' });
    const copy = within(dialog).getByRole('article', { name: 'Share with Example Clinic' });
    expect(within(copy).getByText(/VERSION ONE TEXT/)).toBeInTheDocument();
    expect(within(copy).getByText('Signature (typed name)')).toBeInTheDocument();
    expect(within(copy).getByText('Jamie Rivera')).toBeInTheDocument();
    expect(within(copy).getByText('Nov 20, 2026')).toBeInTheDocument();
    expect(within(copy).getByText('Form: outside-provider, version 1 · Signed on paper')).toBeInTheDocument();
    expect(within(copy).getByText(PART2_NOTICE)).toBeInTheDocument();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Printable copy' })).toBeNull());

    // The app-use consent is not a disclosure consent: no notice on its copy.
    await userEvent.click(within(second as HTMLElement).getByRole('button', { name: 'Printable copy' }));
    const other = await screen.findByRole('article', { name: 'Use of the app' });
    expect(within(other).queryByText(PART2_NOTICE)).toBeNull();
  });

  it('lists the accounting of disclosures with its consent, and its CSV keeps a formula as text', async () => {
    renderPanel();
    const table = await screen.findByRole('table', { name: 'Disclosures' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByText('=HYPERLINK("x")')).toBeInTheDocument();
    expect(within(row).getByText('Share with Example Clinic (Version 1)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
    const csv = disclosuresCsv(
      ['Date', 'Recipient', 'What', 'Purpose', 'Consent'],
      [disclosure],
      [paper],
      (iso) => iso.slice(0, 10),
    );
    const [header, line] = Papa.parse<string[]>(csv.trim()).data;
    expect(header).toEqual(['Date', 'Recipient', 'What', 'Purpose', 'Consent']);
    expect(line).toEqual([
      '2026-11-23',
      `'=HYPERLINK("x")`,
      'FHIR Patient',
      'Coordination of care',
      'outside-provider v1',
    ]);
  });

  it('says so with Retry when the consents cannot be loaded', async () => {
    answers.consents = () => json({ message: messages.requestFailed }, 404);
    renderPanel();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The consents could not be loaded.')).toBeInTheDocument();
    answers.consents = () => json({ consents: [], templates: [template] });
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/No consents yet/)).toBeInTheDocument();
  });

  it('records a paper consent: uploads the scan privately, then records it with the key', async () => {
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Record a paper consent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a consent signed on paper' });
    expect(within(dialog).getByRole('textbox', { name: /Signer's full name/ })).toHaveValue('Jamie Rivera');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record consent' }));
    // Nothing is sent before the scan and the confirmation.
    expect(within(dialog).getAllByText('This field is required.')).toHaveLength(2);
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);

    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File(['%PDF-1.4 a scan'], 'scan.pdf', { type: 'application/pdf' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /signed and dated by the patient/ }));
    // The form asks for an expiry date (its expiry is a date).
    await userEvent.type(within(dialog).getByLabelText(/Expiry date/), '2027-01-31');
    // The server refuses: its sentence shows on the field it names.
    answers.record = () =>
      json(
        {
          message: messages.consentAlreadyActive,
          errors: [{ field: 'template_id', message: messages.consentAlreadyActive }],
        },
        409,
      );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record consent' }));
    expect(await within(dialog).findByText(messages.consentAlreadyActive)).toBeInTheDocument();

    answers.record = () => json({ consent: paper }, 201);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record consent' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Record a consent/ })).toBeNull());
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe('http://localhost/uploads/c/consents/new.pdf?sig=1');
    const posted = calls.filter((c) => c.method === 'POST').at(-1);
    expect(posted?.body).toMatchObject({
      template_id: template.id,
      template_version: 2,
      full_name: 'Jamie Rivera',
      agree: true,
      expires_on: '2027-01-31',
      scan_key: 'c/consents/new.pdf',
    });
  });

  it("offers the center's today as the date signed, not the browser's: after midnight UTC it is still yesterday in New York", async () => {
    // 02:00 UTC on Nov 28 is 21:00 on Nov 27 at the center; the server refuses a date after its today.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-28T02:00:00Z') });
    try {
      renderPanel(uuid(99));
      await userEvent.click(await screen.findByRole('button', { name: 'Record a paper consent' }));
      const dialog = await screen.findByRole('dialog', { name: 'Record a consent signed on paper' });
      const signed = within(dialog).getByLabelText(/Date signed/);
      expect(signed).toHaveValue('2026-11-27');
      expect(signed).toHaveAttribute('max', '2026-11-27');
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a file that is not the PDF it claims before uploading anything', async () => {
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Record a paper consent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a consent signed on paper' });
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File(['<html>'], 'scan.pdf', { type: 'application/pdf' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /signed and dated by the patient/ }));
    await userEvent.type(within(dialog).getByLabelText(/Expiry date/), '2027-01-31');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record consent' }));
    expect(await within(dialog).findByText(messages.consentScanContentMismatch)).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET' || c.url.includes('presigned'))).toEqual([]);
  });
});
