import { afterEach, describe, expect, it } from 'vitest';
import { applyStyles } from './apply-styles';

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe("the portal's style sheet, preloaded by index.html and applied before React draws", () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('applies the preloaded sheet from the same download and waits until it is applied', async () => {
    document.head.innerHTML =
      '<link rel="preload" as="style" data-apply crossorigin href="/assets/index-A.css">';
    const applied = applyStyles();
    const sheet = document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
    expect(sheet?.href).toBe(`${location.origin}/assets/index-A.css`);
    expect(sheet?.getAttribute('crossorigin')).toBe(''); // as the preload, so the browser reuses its download
    expect(await settled(applied)).toBe(false); // React waits for the sheet
    sheet?.dispatchEvent(new Event('load'));
    expect(await settled(applied)).toBe(true);
    // Once: a second call finds nothing left to apply.
    await applyStyles();
    expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
  });

  it('draws anyway when the sheet cannot be loaded', async () => {
    document.head.innerHTML = '<link rel="preload" as="style" data-apply href="/assets/index-B.css">';
    const applied = applyStyles();
    const sheet = document.head.querySelector('link[rel="stylesheet"]');
    expect(sheet?.hasAttribute('crossorigin')).toBe(false);
    sheet?.dispatchEvent(new Event('error'));
    expect(await settled(applied)).toBe(true);
  });

  it('has nothing to wait for in development (Vite adds the styles)', async () => {
    expect(await settled(applyStyles())).toBe(true);
  });
});
