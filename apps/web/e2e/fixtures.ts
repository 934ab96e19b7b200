import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every journey runs axe on each screen it visits (after each navigation settles): a serious or
 * critical violation fails the journey.
 */
export const test = base.extend<{ checkA11y: (page?: Page) => Promise<void> }>({
  checkA11y: async ({ page }, use) => {
    const check = async (target: Page = page) => {
      // A modal fading in or a dropdown closing is half transparent: axe would judge colours and
      // names mid-transition. Wait for the screen's running animations and transitions to end,
      // looking again after two frames each time: a modal whose content is already in the page may
      // start its fade a frame later (CI: a confirm dialog's button judged mid-fade). Endless ones,
      // such as a loader's spin, are left alone; at most 3 s in all.
      await target.evaluate(async () => {
        const frame = () => new Promise((done) => requestAnimationFrame(() => done(undefined)));
        const deadline = performance.now() + 3_000;
        for (;;) {
          await frame();
          await frame();
          const running = document
            .getAnimations()
            .filter(
              (animation) =>
                animation.playState === 'running' &&
                animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
            );
          const left = deadline - performance.now();
          if (running.length === 0 || left <= 0) return;
          await Promise.race([
            Promise.all(running.map((animation) => animation.finished.catch(() => undefined))),
            new Promise((done) => setTimeout(done, left)),
          ]);
        }
      });
      const results = await new AxeBuilder({ page: target }).analyze();
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(
        // Each node with axe's own reason (for contrast: the two colours and the ratio), so a
        // failure in CI can be understood from its log alone.
        bad.map(
          (v) =>
            `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('; ')})`,
        ),
        `accessibility violations on ${target.url()}`,
      ).toEqual([]);
    };
    await use(check);
  },
});

export { expect };
