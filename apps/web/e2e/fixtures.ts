import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every journey runs axe on each screen it visits (after each navigation settles): a serious or
 * critical violation fails the journey.
 */
export const test = base.extend<{ checkA11y: (page?: Page) => Promise<void> }>({
  checkA11y: async ({ page }, use) => {
    const check = async (target: Page = page) => {
      const results = await new AxeBuilder({ page: target }).analyze();
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(
        bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
        `accessibility violations on ${target.url()}`,
      ).toEqual([]);
    };
    await use(check);
  },
});

export { expect };
