/** Messages between the app and its service worker. */

/** Posted by the app to a waiting worker once the member chose to reload into the new version. */
export const SKIP_WAITING = 'SKIP_WAITING';

/** Asks a worker which release it serves; it answers on the message's port. */
export const GET_RELEASE = 'GET_RELEASE';

/** The <meta> of index.html that names the page's release (written in at build time). */
export const RELEASE_META = 'nahbar-release';
