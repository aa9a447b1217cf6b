import { Suspense, useEffect, useState } from 'react';
import { lazyComponent } from '../../components/lazy-dialog';
import { OPEN_COOKIE_SETTINGS_EVENT, readConsent } from './consent-record';
import type { ConsentView } from './cookie-consent-panel';

// Most visits have made their choice: the panel is fetched only when it shows.
const CookieConsentPanel = lazyComponent(() =>
  import('./cookie-consent-panel').then((module) => module.CookieConsentPanel),
);

/**
 * The cookie consent overlay (accounts spec §2, §4): shown while no choice is stored; the GDPR
 * tab's button opens its settings again. A signed-in member's choice is kept on the account too.
 */
export function CookieConsent() {
  const [view, setView] = useState<ConsentView>(() => (readConsent(window.localStorage) ? 'hidden' : 'main'));
  // Each opening from the settings starts a new panel, from the choice stored by then.
  const [openings, setOpenings] = useState(0);

  useEffect(() => {
    const open = () => {
      setOpenings((count) => count + 1);
      setView('settings');
    };
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, open);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, open);
  }, []);

  if (view === 'hidden') return null;
  return (
    <Suspense fallback={null}>
      <CookieConsentPanel key={openings} view={view} onViewChange={setView} />
    </Suspense>
  );
}
