import '@testing-library/jest-dom/vitest';
import portalEnglish from 'virtual:texts/portal/en';
import serverEnglish from 'virtual:texts/server/en';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { texts } from '../lib/i18n';

// Screens read their texts in English, as the portal opens for an English-speaking browser.
texts.install('en', { ...portalEnglish, ...serverEnglish });

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
