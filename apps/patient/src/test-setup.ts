import '@testing-library/jest-dom/vitest';
import english from 'virtual:texts/app/en';
import { cleanup, configure } from '@testing-library/react';
import { options } from 'preact';
import { afterEach } from 'vitest';
import { texts } from './lib/i18n';

// Screens read their texts in English, as the app opens for an English-speaking phone.
texts.install('en', english);

// findBy… and waitFor give up after 1 s by default: the suite shares two cores with the server's
// integration tests, and a screen that settles in 1.3 s under that load is not a defect (a
// patient app test failed so once). They still return as soon as the screen is right.
configure({ asyncUtilTimeout: 5_000 });

// Preact runs effects after the next frame: requestAnimationFrame, with a 100 ms timer beside it
// that calls cancelAnimationFrame. jsdom's frame functions leave with a test file's environment, and
// a timer still pending then threw "cancelAnimationFrame is not defined" (CI, Node 24). Here the
// effects run after a plain timer.
options.requestAnimationFrame = (flush) => void setTimeout(flush);

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
