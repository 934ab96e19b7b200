import '@testing-library/jest-dom/vitest';
import portalEnglish from 'virtual:texts/portal/en';
import serverEnglish from 'virtual:texts/server/en';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { texts } from '../lib/i18n';

// Screens read their texts in English, as the portal opens for an English-speaking browser.
texts.install('en', { ...portalEnglish, ...serverEnglish });

// findBy… and waitFor give up after 1 s by default: the suite shares two cores with the server's
// integration tests, and a screen that settles in 1.3 s under that load is not a defect (a
// patient app test failed so once). They still return as soon as the screen is right.
configure({ asyncUtilTimeout: 5_000 });

// Mantine reads media queries and element sizes that jsdom does not implement. Files that run in
// the node environment (no window) skip this.
if (typeof window !== 'undefined') installDomStubs();

function installDomStubs() {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = ResizeObserverStub;
  Element.prototype.scrollIntoView = () => {};
}

afterEach(() => {
  if (typeof window !== 'undefined') cleanup();
});
