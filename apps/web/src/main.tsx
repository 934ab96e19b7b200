// First: asks the API who is signed in from the stored sign-in while the rest of the script loads
// (issue 22). Its module runs before React's.
import './app/auth/early-session';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { guardRestoredPages } from './app/auth/restored-page';

guardRestoredPages();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
