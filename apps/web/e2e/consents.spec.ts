import { api } from './api';
import { expect, test } from './fixtures';
import { capture, signIn } from './sign-in';

/** A small real PDF: the server takes a scan only when its first bytes are `%PDF-`. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n');

/**
 * Issue 37 (42 CFR Part 2): staff record a consent a patient signed on paper with its PDF scan, see
 * it listed and print it; the owner edits the form, which becomes version 2, while the signed
 * consent still shows version 1's text.
 */
test('staff record a paper consent with its scan; an edited form never changes the signed text', async ({
  browser,
  page,
  checkA11y,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The owner adds a consent form of their own (a disclosure to a named clinic, ending on an event).
  const ownerContext = await browser.newContext({ acceptDownloads: true });
  const owner = await ownerContext.newPage();
  await owner.setViewportSize({ width: 1280, height: 800 });
  await signIn(owner, 'owner', '/default-settings');
  const stamp = Date.now().toString(36);
  const title = `Share with Lakeside Clinic ${stamp}`;
  const centerId = (await api<{ user: { treatment_center_id: string } }>(owner, 'GET', '/v3/me')).user
    .treatment_center_id;
  await api(owner, 'POST', `/v3/treatment_centers/${centerId}/consent_templates`, {
    kind: 'disclosure',
    title,
    information: 'Dates of attendance and attendance notes',
    recipient_kind: 'named',
    recipient: 'Lakeside Clinic',
    purpose: 'Coordination of care ORIGINAL PURPOSE',
    expiry_kind: 'event',
    expiry_event: 'when treatment at Lakeside Clinic ends.',
    revocation: 'You may revoke this consent in writing at any time, except for what was already disclosed.',
  });

  // Staff create a patient and open the patient's Consents tab.
  await signIn(page, 'staff');
  const last = `Consent${stamp}`;
  const { membership } = await api<{ membership: { id: string } }>(page, 'POST', '/v3/memberships', {
    email: `${last.toLowerCase()}@example.org`,
    full_name: `Ava ${last}`,
  });
  await api(page, 'PUT', `/v3/memberships/${membership.id}`, { first_name: 'Ava', last_name: last });
  await page.goto(`/patients?patient=${membership.id}`);
  const dialog = page.getByRole('dialog', { name: new RegExp(`Ava ${last}`) });
  await dialog.getByRole('tab', { name: 'Consents' }).click();
  await expect(dialog.getByText(/No consents yet/)).toBeVisible();
  await expect(dialog.getByText('Nothing has been disclosed in the last 6 years.')).toBeVisible();

  // Record the paper consent: the form, the name as signed, the date, the PDF scan.
  await dialog.getByRole('button', { name: 'Record a paper consent' }).click();
  const form = page.getByRole('dialog', { name: 'Record a consent signed on paper' });
  await form.getByRole('combobox', { name: 'Consent form' }).click();
  await page.getByRole('option', { name: `${title} (version 1)` }).click();
  await expect(form.getByRole('textbox', { name: /Signer's full name/ })).toHaveValue(`Ava ${last}`);
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: 'consent.pdf', mimeType: 'application/pdf', buffer: PDF });
  await form.getByRole('checkbox', { name: /signed and dated by the patient/ }).check();
  await checkA11y(page);
  await capture(page, '/tmp/shots/portal-consents-paper-form.png');
  await form.getByRole('button', { name: 'Record consent' }).click();
  await expect(form).toBeHidden();

  const list = dialog.getByRole('list', { name: 'Consents of this patient' });
  const card = list.getByRole('listitem').filter({ hasText: title });
  await expect(card.getByText('Version 1')).toBeVisible();
  await expect(card.getByText('Signed, active')).toBeVisible();
  await expect(card.getByText(new RegExp(`Signed by Ava ${last} on .* on paper`))).toBeVisible();
  await checkA11y(page);
  await capture(page, '/tmp/shots/portal-consents-tab-1280.png');

  // The scan comes back as a download, through the authenticated route.
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download the scan' }).click();
  expect((await download).suggestedFilename()).toMatch(/^consent-scan-[0-9a-f]{8}\.pdf$/);

  // The printable copy: the text as signed, the signature, the date, the 2.32 notice.
  await card.getByRole('button', { name: 'Printable copy' }).click();
  const copy = page.getByRole('dialog', { name: 'Printable copy' }).getByRole('article', { name: title });
  await expect(copy.getByText(/ORIGINAL PURPOSE/)).toBeVisible();
  await expect(copy.getByText(`Ava ${last}`)).toBeVisible();
  await expect(copy.getByText(/protected by Federal confidentiality rules \(42 CFR part 2\)/)).toBeVisible();
  await checkA11y(page);
  await capture(page, '/tmp/shots/portal-consents-print.png');
  await page.emulateMedia({ media: 'print' });
  await capture(page, '/tmp/shots/portal-consents-print-media.png');
  await page.emulateMedia({ media: 'screen' });
  await page.keyboard.press('Escape');

  // The owner edits the form in the settings: version 2, with a new purpose.
  await owner.reload();
  const forms = owner.getByRole('region', { name: 'Consent forms' });
  const item = forms.getByRole('listitem').filter({ hasText: title });
  await expect(item.getByText('Current: version 1')).toBeVisible();
  await item.getByRole('button', { name: `Edit ${title}` }).click();
  const editor = owner.getByRole('dialog', { name: `Edit ${title}` });
  await expect(editor.getByText('Consents signed on version 1 or earlier keep their text.')).toBeVisible();
  await editor.getByRole('textbox', { name: 'Purpose' }).fill('Coordination of care NEW PURPOSE');
  await checkA11y(owner);
  await capture(owner, '/tmp/shots/portal-consents-template-editor.png');
  await editor.getByRole('button', { name: 'Save as version 2' }).click();
  await expect(editor).toBeHidden();
  await expect(item.getByText('Current: version 2')).toBeVisible();
  await checkA11y(owner);

  // The signed consent still shows version 1 and its text.
  await owner.goto(`/patients?patient=${membership.id}`);
  const ownerDialog = owner.getByRole('dialog', { name: new RegExp(`Ava ${last}`) });
  await ownerDialog.getByRole('tab', { name: 'Consents' }).click();
  const signed = ownerDialog.getByRole('listitem').filter({ hasText: title });
  await expect(signed.getByText('Version 1')).toBeVisible();
  await signed.getByRole('button', { name: 'Text as signed' }).click();
  await expect(signed.getByText(/ORIGINAL PURPOSE/)).toBeVisible();
  await expect(signed.getByText(/NEW PURPOSE/)).toHaveCount(0);

  // The 390 px pass: the same tab on a phone.
  await owner.setViewportSize({ width: 390, height: 844 });
  await expect(signed.getByText('Version 1')).toBeVisible();
  await checkA11y(owner);
  await capture(owner, '/tmp/shots/portal-consents-tab-390.png', true);
  await ownerContext.close();
});
