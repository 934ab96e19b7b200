import { expect, test } from './fixtures';
import { capture, signIn } from './sign-in';

/** A public P-384 key (SMART's ES384) as a JSON Web Key Set, as a system's IT would paste it. */
const JWKS = JSON.stringify({
  keys: [
    {
      kty: 'EC',
      crv: 'P-384',
      kid: 'ehr-1',
      x: 'kcpFYcHR3ZWPLyNElN5Xx-x9uOUxFLWS0hsfProHosDkVM4qzBuDJ4WwaUSFPxJG',
      y: 'H0GMTGj4XdZVlLdtMHkLJOUJuUSL_sE76mobNKdS5I9aqu1sgLJ1cA58lzv-SYz6',
    },
  ],
});

/**
 * Issue 40 item 3: an owner registers a system that reads the center's FHIR API (SMART Backend
 * Services) in Default settings, at desktop and phone widths, and disables one after confirming.
 */
for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test(`an owner registers a connected system and disables it (${width} px)`, async ({ page, checkA11y }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height });
    await signIn(page, 'owner', '/default-settings');
    const section = page.getByRole('region', { name: 'Connected systems (FHIR)' });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByText(/\/fhir\/R4\/auth\/token/)).toBeVisible();

    const name = `Plan ${width} ${Date.now().toString(36)}`;
    await section.getByRole('button', { name: 'Register a system' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register a system' });
    await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
    await dialog.getByRole('radio', { name: /An outside recipient/ }).check();
    await dialog.getByRole('textbox', { name: /^Recipient/ }).fill('Example Health Plan');
    await dialog.getByRole('textbox', { name: /^Purpose/ }).fill('Payment of your treatment');
    await dialog.getByText('Paste the key set').click();
    await dialog.getByRole('textbox', { name: /Public key set/ }).fill(JWKS);
    await checkA11y(page);
    await capture(page, `/tmp/shots/portal-fhir-system-form-${width}.png`);
    await dialog.getByRole('button', { name: 'Register system' }).click();
    await expect(dialog).toBeHidden();

    const card = section.getByRole('listitem').filter({ hasText: name });
    await expect(card.getByText('Outside recipient')).toBeVisible();
    await expect(
      card.getByText('Recipient: Example Health Plan. Purpose: Payment of your treatment'),
    ).toBeVisible();
    await expect(card.getByText(/^Client ID: [0-9a-f-]{36}$/)).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await checkA11y(page);
    await capture(page, `/tmp/shots/portal-fhir-systems-${width}.png`);

    await card.getByRole('button', { name: `Disable ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Disable this system?' });
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(confirm).toBeHidden();
    await expect(card.getByText('Disabled', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: `Disable ${name}` })).toHaveCount(0);
  });
}
