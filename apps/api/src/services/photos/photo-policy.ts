/** Ours: how long an upload URL stays valid. Long enough for 10 MB on a slow mobile link. */
export const UPLOAD_URL_TTL_SECONDS = 10 * 60;
/**
 * Ours: an upload that arrived just before its URL expired may still be used in a message
 * for this long; after it, unfinished uploads are swept away.
 */
export const PENDING_GRACE_MS = 60 * 60 * 1000;
/** Ours: unfinished uploads one member may have at once. */
export const MAX_PENDING_UPLOADS = 20;
