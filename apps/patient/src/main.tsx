import { startingLanguage } from '@portal/client/texts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { texts } from './lib/i18n';
import { registerServiceWorker } from './lib/service-worker';
import './styles.css';

const root = document.getElementById('root');
// The texts of the patient's language first (a small file, fetched beside the screen's code).
if (root) {
  void texts.setLanguage(startingLanguage()).then(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

// The service worker (scope /app/): the shell offline, the last answers seen, Web Push.
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  window.addEventListener('load', () => {
    void registerServiceWorker(navigator.serviceWorker).catch(() => undefined);
  });
}
