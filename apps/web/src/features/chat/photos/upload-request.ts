/**
 * The `PUT {uploadURL}` of chat spec §7: the file, with its content type. The local store's
 * URL is on our own origin and needs the session cookie; an S3 presigned URL is on another
 * origin, is authorised by its signature, and must not get our cookies (nor could it: the
 * bucket's CORS rules would have to allow credentials).
 */
export function uploadRequestInit(uploadURL: string, file: Blob, pageOrigin: string): RequestInit {
  let sameOrigin = false;
  try {
    sameOrigin = new URL(uploadURL, pageOrigin).origin === pageOrigin;
  } catch {
    // Not a URL at all: fetch will refuse it; never send cookies along.
  }
  return {
    method: 'PUT',
    body: file,
    headers: { 'content-type': file.type || 'application/octet-stream' },
    credentials: sameOrigin ? 'same-origin' : 'omit',
  };
}
