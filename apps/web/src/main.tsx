// First: asks the API who is signed in from the stored sign-in while the rest of the script loads
// (issue 22). Its module runs before React's.
import './app/auth/early-session';
import { startingLanguage } from '@portal/client/texts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyStyles } from './app/apply-styles';
import { guardRestoredPages } from './app/auth/restored-page';
import { texts } from './lib/i18n';

guardRestoredPages();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// The style sheet first (it no longer blocks the page's first paint), then a transition: React
// renders the first screen in slices of a few milliseconds, yielding to the browser between them,
// instead of one long task (issue 22: Total Blocking Time on phones).
// The texts of the staff member's language load beside the style sheet.
// The sheet is applied in a task of its own: the browser parses it as the link goes in (~30 ms on a
// phone), which would otherwise lengthen the task that evaluates the portal's modules (bench 8a, 8b).
const afterThisTask = () => new Promise<void>((resolve) => setTimeout(resolve));
void Promise.all([afterThisTask().then(applyStyles), texts.setLanguage(startingLanguage())]).then(() =>
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }),
);
