import '@testing-library/jest-dom/vitest';
import english from 'virtual:texts/app/en';
import { cleanup } from '@testing-library/react';
import { options } from 'preact';
import { afterEach } from 'vitest';
import { texts } from './lib/i18n';

// Screens read their texts in English, as the app opens for an English-speaking phone.
texts.install('en', english);

// Preact runs effects after the next frame: requestAnimationFrame, with a 100 ms timer beside it
// that calls cancelAnimationFrame. jsdom's frame functions leave with a test file's environment, and
// a timer still pending then threw "cancelAnimationFrame is not defined" (CI, Node 24). Here the
// effects run after a plain timer.
options.requestAnimationFrame = (flush) => void setTimeout(flush);

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
