/**
 * The browsers' push services (Chrome and Edge through FCM, Firefox, Safari, Windows). A
 * subscription naming any other address would have the server send requests wherever a member
 * likes (to the internal network, say): it is refused, unless the operator added its origin.
 */
const KNOWN_PUSH_HOSTS: ReadonlyArray<RegExp> = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^(.+\.)?push\.apple\.com$/,
  /^(.+\.)?notify\.windows\.com$/,
];

export function isAllowedPushEndpoint(endpoint: string, extraOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (extraOrigins.includes(url.origin)) return true;
  return (
    url.protocol === 'https:' &&
    url.port === '' &&
    url.username === '' &&
    KNOWN_PUSH_HOSTS.some((host) => host.test(url.hostname))
  );
}
