import './styles/first-screen';
import './user-text.css';
import { requestFloating } from '@nahbar/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { loadLaterTexts } from './i18n/catalogues';
import { loadStartCatalogue } from './i18n/locale-store';
import { afterFirstScreen } from './lib/after-first-screen';
import { reloadToRetry, startSucceeded } from './lib/reload-to-retry';
import { registerServiceWorkerSoon } from './pwa/register-soon';
import { loadAllStyles } from './styles/all-styles';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const root = container;

function render(): void {
  startSucceeded(window);
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// The texts of the member's language come first (the early script has been fetching them). Without
// them nothing can show: a failed fetch (a flaky link) reloads the page after a while.
loadStartCatalogue().then(render, (error: unknown) => {
  console.error(error);
  reloadToRetry(window);
});

// The rest of Mantine's styles, for what loads on demand, once the first screen is up.
afterFirstScreen(() => void loadAllStyles());
// The later texts (settings, the profile, the policy: LATER_AREAS in contracts) likewise, so a
// screen or dialog opened later rarely waits for them; a failed fetch is tried again by the
// first part that needs them (lib/lazy-needs.ts).
afterFirstScreen(() => void loadLaterTexts().catch(() => undefined));
// Menus, popovers and tooltips (floating-parts.ts) likewise, so a first press rarely waits for them.
afterFirstScreen(requestFloating);

// Only built releases have a worker: under the dev server it would cache modules Vite rewrites.
if (import.meta.env.PROD) registerServiceWorkerSoon();
