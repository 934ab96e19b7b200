import type { Locator, Request, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { capture, signIn } from './sign-in';

/**
 * Issue 22: signed in, the first paint of /patients, /dashboard and /outcomes is the frame and the
 * screen's title (boot/shell.js), not "Loading…", while the portal's script is still on its way; React's
 * frame then takes its place with the title where it was. The script is held back here, as a slow
 * phone network would (the service worker is kept out so the hold reaches the request). The
 * screen's first reads are on their way meanwhile, and the portal takes their answers: each is
 * asked once.
 */
/** How wide the words of an element are drawn (its box is as wide as the page). */
const textWidth = (element: Locator) =>
  element.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return range.getBoundingClientRect().width;
  });

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`signed in, the frame and the title come before the portal's script, and stay put (${viewport.width} px)`, async ({
    browser,
    baseURL,
    checkA11y,
  }) => {
    const context = await browser.newContext({ baseURL, viewport, serviceWorkers: 'block' });
    const page = await context.newPage();
    await signIn(page, 'staff', '/patients');
    await expect(page.getByRole('heading', { name: 'Patients', level: 1 })).toBeVisible();

    // The portal's entry script waits while `holding`, as on a slow phone network.
    let holding = false;
    const held: Route[] = [];
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => {
      if (holding) held.push(route);
      else void route.continue();
    });
    // The API reads the page sent since it last opened a page and that were answered, as path and
    // query. A read the last page sent is not counted: cancelled as it was left, or answered just
    // before the next page's request while its "finished" event came after (CI: the list's first
    // read, answered 8 ms before the navigation, counted twice).
    const reads: string[] = [];
    const sentSinceNavigation = new Set<Request>();
    page.on('request', (r) => {
      if (r.isNavigationRequest()) {
        reads.length = 0;
        sentSinceNavigation.clear();
      } else sentSinceNavigation.add(r);
    });
    page.on('requestfinished', (r) => {
      const url = new URL(r.url());
      if (sentSinceNavigation.has(r) && r.method() === 'GET' && url.pathname.startsWith('/v3/'))
        reads.push(url.pathname + url.search);
    });
    for (const [path, title, firstReads, shown, drawnEarly] of [
      ['/patients', 'Patients', ['/v3/me', '/v3/memberships?offset=0'], /^\d+\+? patients?$/, null],
      // The dashboard's date line is drawn from the early answer too (its largest paint on a phone).
      [
        '/dashboard',
        'Dashboard',
        ['/v3/me', '/v3/home/stats', '/v3/home/mood_trend'],
        /^Today is /,
        /^Today is /,
      ],
      // Outcomes' intro, its largest paint (bench 8e), comes with its title.
      ['/outcomes', 'Outcomes', ['/v3/me'], /^Apply filters$/, /^What your patients' questionnaires show/],
    ] as const) {
      holding = true;
      await page.goto(path, { waitUntil: 'commit' });
      const heading = page.getByRole('heading', { name: title, level: 1 });
      await expect(heading).toBeVisible();
      await expect(page.getByRole('status')).toHaveText('Loading…');
      // The portal's name beside its icon from 576 px up, as in the portal's header.
      if (viewport.width >= 576) await expect(page.getByText('Recovery Portal')).toBeVisible();
      else await expect(page.getByText('Recovery Portal')).toBeHidden();
      // Drawn while the portal's script had not arrived (it is asked for after the first paint).
      await expect.poll(() => held.length).toBe(1);
      // The screen's first reads did not wait for it either.
      await expect.poll(() => reads).toEqual(expect.arrayContaining([...firstReads]));
      const before = await heading.boundingBox();
      const widthBefore = await textWidth(heading);
      const early = drawnEarly ? page.getByText(drawnEarly) : null;
      if (early) await expect(early).toBeVisible();
      const earlyBefore = early ? await early.boundingBox() : null;
      const earlyText = early ? await early.textContent() : null;
      await checkA11y(page);
      await capture(page, `/tmp/shots/first-paint-${title.toLowerCase()}-${viewport.width}.png`);

      holding = false;
      for (const route of held.splice(0)) await route.continue();
      // The portal's own frame: its navigation and the account menu, the title where it was.
      await expect(page.getByRole('button', { name: /account/i })).toBeVisible();
      // Where the portal draws its title, and how wide its words are: where the first paint put them
      // (as wide, or a browser counts the portal's title as a new, larger paint: a font not the theme's).
      await expect
        .poll(async () => {
          const after = await heading.boundingBox();
          if (!after || !before) return 'no title';
          const moved = Math.max(
            Math.abs(after.x - before.x),
            Math.abs(after.y - before.y),
            Math.abs(after.height - before.height),
            Math.abs((await textWidth(heading)) - widthBefore),
          );
          return moved <= 1 ? 'in place' : `moved ${moved} px`;
        })
        .toBe('in place');
      if (early) {
        // The portal's own date line (or intro): the same words where the first paint put them.
        await expect(early).toHaveText(earlyText ?? '');
        await expect
          .poll(async () => {
            const after = await early.boundingBox();
            if (!after || !earlyBefore) return 'not drawn';
            const moved = Math.max(
              ...(['x', 'y', 'width', 'height'] as const).map((k) => Math.abs(after[k] - earlyBefore[k])),
            );
            return moved <= 1 ? 'in place' : `moved ${moved} px`;
          })
          .toBe('in place');
      }
      // The portal took those answers: its data shows, and no read was asked twice.
      await expect(page.getByText(shown).first()).toBeVisible();
      for (const read of firstReads)
        expect(
          reads.filter((r) => r === read),
          read,
        ).toHaveLength(1);
      // Its script was asked for after the first paint, not before (boot/load-app.js): a browser
      // that has it early evaluates it before painting anything.
      const [painted, asked] = await page.evaluate(() => [
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        performance.getEntriesByType('resource').find((e) => /\/assets\/index-[\w-]+\.js$/.test(e.name))
          ?.startTime ?? Number.NaN,
      ]);
      expect(asked, `script asked at ${asked} ms, first paint at ${painted} ms`).toBeGreaterThan(painted);
    }

    // This browser has shown the dashboard: its date line now comes with the frame, before the
    // figures answer (the center's zone remembered, its day by this device's clock), and the
    // figures' answer leaves it as it was.
    const statsHeld: Route[] = [];
    await page.route(/\/v3\/home\/stats$/, (route) => void statsHeld.push(route));
    holding = true;
    await page.goto('/dashboard', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    const line = page.getByText(/^Today is /);
    await expect(line).toHaveText(/^Today is \w+day, \w+ \d+ at the center \(.+\)\.$/);
    // Drawn by the frame: the portal's script and the figures' answer are both held.
    await expect.poll(() => [held.length, statsHeld.length]).toEqual([1, 1]);
    const remembered = await line.textContent();
    await capture(page, `/tmp/shots/first-paint-dashboard-remembered-${viewport.width}.png`);
    holding = false;
    for (const route of held.splice(0)) await route.continue();
    await page.unroute(/\/v3\/home\/stats$/);
    for (const route of statsHeld.splice(0)) await route.continue();
    await expect(page.getByRole('button', { name: /account/i })).toBeVisible();
    await expect(page.getByText('Active patients')).toBeVisible();
    await expect(line).toHaveText(remembered ?? '');

    // Signed out, nothing is drawn before the sign-in: the page says "Loading…" and goes to the issuer.
    const outside = await browser.newContext({ baseURL, viewport, serviceWorkers: 'block' });
    const visitor = await outside.newPage();
    await visitor.route(/\/assets\/index-[\w-]+\.js$/, () => undefined);
    await visitor.goto('/patients', { waitUntil: 'commit' });
    await expect(visitor.getByRole('status')).toHaveText('Loading…');
    await expect(visitor.getByRole('heading')).toHaveCount(0);
    await outside.close();
    await context.close();
  });
}
