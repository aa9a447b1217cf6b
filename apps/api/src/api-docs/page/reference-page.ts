/**
 * The reference page: Scalar's standalone bundle renders `/api/openapi.json`. Everything comes
 * from the app itself (the app's CSP allows scripts of its own origin only, so the start code
 * is a file too, not an inline script), and the bundle's web fonts stay off (they would come
 * from another host).
 */
export const REFERENCE_PAGE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Nahbar API reference</title>
    <meta name="description" content="The REST paths of Nahbar as OpenAPI 3.1, and the /ws protocol as AsyncAPI 3." />
  </head>
  <body>
    <noscript>The reference needs JavaScript. The documents themselves: <a href="/api/openapi.json">OpenAPI</a>, <a href="/api/asyncapi.json">AsyncAPI</a>.</noscript>
    <div id="reference"></div>
    <script src="/api/docs/reference.js"></script>
    <script src="/api/docs/start.js"></script>
  </body>
</html>
`;

/** Starts the renderer on the page's element (Scalar's standalone bundle defines `Scalar`). */
export const REFERENCE_START_JS = `Scalar.createApiReference('#reference', {
  url: '/api/openapi.json',
  withDefaultFonts: false,
  telemetry: false,
  // Features that reach Scalar's own services, which the app's CSP would refuse anyway.
  agent: { disabled: true },
  mcp: { disabled: true },
  showDeveloperTools: 'never',
  metaData: { title: 'Nahbar API reference' },
});
`;
