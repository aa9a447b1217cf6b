import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './user-text.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { registerServiceWorker } from './pwa/register-sw';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Only built releases have a worker: under the dev server it would cache modules Vite rewrites.
if (import.meta.env.PROD) registerServiceWorker();
