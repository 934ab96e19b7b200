import type { Locator, Page } from '@playwright/test';
import { api } from './api';
import { expect, test } from './fixtures';
import { shoot, signIn } from './sign-in';

/**
 * Issue 38, item 17: the portal by keyboard alone. A skip link comes before the header's and the
 * navigation's stops; every dialog gives the focus back to the control that opened it; the menus
 * put the focus on an item (not on an element axe rejects inside role=menu); required fields say so
 * to assistive technology; a text field shows its focus by more than a 1 px border colour.
 * It adds one invited patient and one reservation to the center and changes nothing else.
 */

/** The dialog is open and holds the focus (its focus trap has moved in). */
async function expectOpenWithFocus(dialog: Locator) {
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
}

/** Opens a dialog from `opener` with a key, closes it with `close`, and the focus is back on the opener. */
async function roundTrip(
  page: Page,
  opener: Locator,
  key: 'Enter' | 'Space',
  dialog: Locator,
  close: (dialog: Locator) => Promise<void>,
) {
  await opener.focus();
  await page.keyboard.press(key);
  await expectOpenWithFocus(dialog);
  await close(dialog);
  await expect(dialog).toBeHidden();
  await expect.soft(opener).toBeFocused();
}

const pressEscape = (page: Page) => async () => page.keyboard.press('Escape');
const cancel = (page: Page) => async (dialog: Locator) => {
  await dialog.getByRole('button', { name: 'Cancel' }).focus();
  await page.keyboard.press('Enter');
};

/** Every field whose label shows the required asterisk is required to assistive technology too. */
async function expectRequiredAnnounced(scope: Locator) {
  const fields = await scope.evaluate((root) =>
    [...root.querySelectorAll('label')]
      .filter((label) => label.querySelector('.mantine-InputWrapper-required'))
      .map((label) => {
        const input = label.htmlFor ? document.getElementById(label.htmlFor) : null;
        const required =
          !!input && (input.hasAttribute('required') || input.getAttribute('aria-required') === 'true');
        return { label: label.textContent, required };
      }),
  );
  expect(fields.length, 'the dialog has required fields').toBeGreaterThan(0);
  expect.soft(fields.filter((f) => !f.required).map((f) => f.label)).toEqual([]);
}

/** The widest focus indication a focused field draws beyond its border: outline or box-shadow spread. */
async function focusRingWidth(field: Locator) {
  await field.focus();
  await expect(field).toBeFocused();
  return field.evaluate((el) => {
    const style = getComputedStyle(el);
    const outline = style.outlineStyle === 'none' ? 0 : Number.parseFloat(style.outlineWidth);
    // "rgb(…) 0px 0px 0px 2px": the fourth length is the spread.
    const spreads = [
      ...style.boxShadow.matchAll(/\)\s*(-?[\d.]+)px\s+(-?[\d.]+)px\s+(-?[\d.]+)px\s+(-?[\d.]+)px/g),
    ].map((m) => Number(m[4]));
    return Math.max(outline, 0, ...spreads);
  });
}

test('by keyboard: the skip link, dialogs give the focus back, menus, required fields, the focus ring', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(240_000);
  // Each finding is reported and the journey goes on, so one run lists them all.
  const a11y = async () =>
    expect
      .soft(
        await checkA11y().then(
          () => '',
          (e: Error) => e.message,
        ),
      )
      .toBe('');
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'owner', '/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The first Tab stop is a visible "Skip to content"; it moves the focus to the main region.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect.soft(skip).toBeFocused();
  await expect.soft(skip).toBeInViewport();
  await shoot(page, 'a11y-skip-link');
  if (await skip.count()) {
    await page.keyboard.press('Enter');
    await expect.soft(page.getByRole('main')).toBeFocused();
    await expect(page).toHaveURL(/\/dashboard$/);
  }

  // Invite Patient (the header's lazily loaded dialog): required fields, the focus ring, focus back.
  const invite = page.getByRole('button', { name: 'Invite Patient' });
  await invite.focus();
  await page.keyboard.press('Enter');
  let dialog = page.getByRole('dialog', { name: 'Invite Patient' });
  await expectOpenWithFocus(dialog);
  await expectRequiredAnnounced(dialog);
  expect.soft(await focusRingWidth(dialog.getByLabel('Email'))).toBeGreaterThanOrEqual(2);
  await dialog.getByText('Reserve by phone').click();
  await expectRequiredAnnounced(dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect.soft(invite).toBeFocused();
  // The second time (the dialog's code is in place by now) as well.
  await roundTrip(page, invite, 'Space', dialog, pressEscape(page));
  // The ring, seen at both widths (the header's button changes with the width: shot apart from the
  // round trips).
  await invite.click();
  await dialog.getByLabel('Email').focus();
  await shoot(page, 'a11y-focus-ring');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Search Patient, the other header dialog.
  await roundTrip(
    page,
    page.getByRole('button', { name: 'Search patients' }),
    'Space',
    page.getByRole('dialog', { name: 'Search Patient' }),
    pressEscape(page),
  );

  // The patient dialog, opened from the list.
  const stamp = Date.now().toString(36);
  const patient = await api<{ membership: { id: string } }>(page, 'POST', '/v3/memberships', {
    email: `keyboard.${stamp}@example.org`,
    full_name: `Kim Keyboard${stamp}`,
  });
  await api(page, 'PUT', `/v3/memberships/${patient.membership.id}`, {
    first_name: 'Kim',
    last_name: `Keyboard${stamp}`,
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Patients' }).click();
  await roundTrip(
    page,
    page.getByRole('button', { name: `Kim Keyboard${stamp}` }),
    'Enter',
    page.getByRole('dialog', { name: new RegExp(`Kim Keyboard${stamp}`) }),
    pressEscape(page),
  );

  // Reservation edit, opened from its row's menu: the focus goes back to the row's menu button.
  const phone = `1555${String(Date.now()).slice(-7)}`;
  await api(page, 'POST', '/v3/reserved_memberships', { phone_number: phone });
  const shown = `+1 (${phone.slice(1, 4)}) ${phone.slice(4, 7)}-${phone.slice(7)}`;
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reserved M.' }).click();
  const actions = page.getByRole('button', { name: `Actions for ${shown}` });
  await actions.focus();
  await page.keyboard.press('Enter');
  await expect.soft(page.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
  await a11y();
  await page.keyboard.press('Enter');
  dialog = page.getByRole('dialog', { name: 'Reservation' });
  await expectOpenWithFocus(dialog);
  await expectRequiredAnnounced(dialog);
  await cancel(page)(dialog);
  await expect(dialog).toBeHidden();
  await expect.soft(actions).toBeFocused();

  // Add Event and a new staff member (these already gave the focus back: they stay so).
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Alumni Events' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Event' });
  await page.getByRole('button', { name: 'Add Event' }).first().focus();
  await page.keyboard.press('Enter');
  await expectOpenWithFocus(dialog);
  await expectRequiredAnnounced(dialog);
  await page.keyboard.press('Escape');
  await expect.soft(page.getByRole('button', { name: 'Add Event' }).first()).toBeFocused();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Staff Members' }).click();
  await roundTrip(
    page,
    page.getByRole('button', { name: 'Add staff member' }),
    'Enter',
    page.getByRole('dialog', { name: 'New staff member' }),
    async (staffDialog) => {
      await expectRequiredAnnounced(staffDialog);
      await cancel(page)(staffDialog);
    },
  );

  // The user menu: the focus lands on an item, axe accepts the open menu (and Sign out's colour),
  // and Escape gives the focus back to the menu's button.
  const userMenu = page.getByRole('button', { name: /account menu/ });
  await userMenu.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await expect.soft(page.getByRole('menuitem').first()).toBeFocused();
  await a11y();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect.soft(userMenu).toBeFocused();

  // The phone's "More" menu, the same.
  await page.setViewportSize({ width: 390, height: 844 });
  const more = page
    .getByRole('navigation', { name: 'Mobile navigation' })
    .getByRole('button', { name: /^More/ });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await expect.soft(page.getByRole('menuitem').first()).toBeFocused();
  await a11y();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect.soft(more).toBeFocused();
});
