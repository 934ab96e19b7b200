import type { Alias } from 'vite';

/**
 * The patient app is written against React's API and runs on Preact (preact/compat): the same
 * components, hooks, Suspense and lazy screens in a tenth of react-dom's weight, so a low-end phone
 * downloads and evaluates a third of the script before Home appears (issue 22, goal 8c;
 * docs/decisions.md "Patient app on Preact"). Types stay React's (@types/react): the code is React
 * code; only the runtime under it changes. The portal keeps React (Mantine needs it).
 */
export const preactAliases: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
  // wouter reaches React's useSyncExternalStore through the shim package (CommonJS, `require('react')`).
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];
