import './styles/first-screen';
import './user-text.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { loadStartCatalogue } from './i18n/locale-store';
import { afterFirstScreen } from './lib/after-first-screen';
import { registerServiceWorker } from './pwa/register-sw';
import { loadAllStyles } from './styles/all-styles';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const root = container;

function render(): void {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// The texts of the member's language come first (the early script has been fetching them).
loadStartCatalogue().then(render, () => setTimeout(() => loadStartCatalogue().then(render), 1000));

// The rest of Mantine's styles, for what loads on demand, once the first screen is up.
afterFirstScreen(() => void loadAllStyles());

// Only built releases have a worker: under the dev server it would cache modules Vite rewrites.
if (import.meta.env.PROD) registerServiceWorker();
