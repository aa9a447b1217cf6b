/**
 * The page a navigation gets when the network is gone, instead of the browser's error. The
 * worker writes it itself, so it needs nothing from the network or the cache, and it carries
 * its own texts: it renders without the app and its catalogue.
 */
const TEXTS = {
  en: {
    title: 'You are offline',
    body: 'Nahbar needs a connection. Check your network and try again.',
    retry: 'Try again',
  },
  de: {
    title: 'Du bist offline',
    body: 'Nahbar braucht eine Verbindung. Prüfe dein Netzwerk und versuch es noch einmal.',
    retry: 'Erneut versuchen',
  },
} as const;

type OfflineLanguage = keyof typeof TEXTS;

export function offlineLanguageOf(browserLanguage: string | undefined): OfflineLanguage {
  return browserLanguage?.toLowerCase().startsWith('de') ? 'de' : 'en';
}

/** The mark of favicon.svg, inline: the page must not depend on a cached file. */
const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" aria-hidden="true"><rect width="64" height="64" rx="14" fill="#e8590c"/><path d="M18 46V18h6l16 18V18h6v28h-6L24 28v18z" fill="#fff"/></svg>';

/**
 * Colours of the app's dark theme: Mantine's dark body and text, the orange primary (shade 7)
 * with black text as the theme's auto contrast picks (6.9:1; white would be 3:1), its focus ring.
 */
const STYLE = `
html,body{margin:0;height:100%;background:#242424;color:#c9c9c9;color-scheme:dark}
body{display:flex;align-items:center;justify-content:center;padding:24px;box-sizing:border-box;
font-family:Inter,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif}
main{max-width:360px;text-align:center}
h1{margin:24px 0 8px;font-size:24px;color:#fff}
p{margin:0 0 24px;line-height:1.5}
button{font:inherit;font-weight:600;color:#000;background:#f76707;border:0;border-radius:8px;
padding:10px 20px;min-height:44px;cursor:pointer}
button:hover{background:#e8590c}
button:focus-visible{outline:2px solid #ffa94d;outline-offset:2px}`;

/** How often the page asks the server whether it is back, while the browser says it is online. */
const RECHECK_MS = 3000;

export function offlinePageHtml(language: OfflineLanguage, nonce: string): string {
  const text = TEXTS[language];
  // Retries by itself once the server answers again: checked when the browser says the network
  // is back and every few seconds while it says so, because the 'online' event can come before
  // the network really carries (a reload then would only land here again, with no second event).
  const script = `const r=()=>location.reload();const c=()=>{if(navigator.onLine)fetch('/api/health',{cache:'no-store'}).then((x)=>{if(x.ok)r()},()=>{})};document.getElementById('retry').addEventListener('click',r);addEventListener('online',c);setInterval(c,${RECHECK_MS});`;
  return `<!doctype html>
<html lang="${language}" data-mantine-color-scheme="dark">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#242424">
<title>${text.title} · Nahbar</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${LOGO}
<h1>${text.title}</h1>
<p>${text.body}</p>
<button id="retry" type="button">${text.retry}</button>
</main>
<script nonce="${nonce}">${script}</script>
</body>
</html>
`;
}

/** Only the page's own inline style and its one script (by nonce) may run. */
export function offlinePagePolicy(nonce: string): string {
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    // The script's health check, nothing else.
    "connect-src 'self'",
    `script-src 'nonce-${nonce}'`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
