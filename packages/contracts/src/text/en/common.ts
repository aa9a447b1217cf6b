/** Texts shared by many screens, and the server's generic refusals. */
export const common = {
  /** The name of a dialog's, drawer's or toast's close button. */
  close: 'Close',
  invalidInput: 'Invalid input',
  justNow: 'Just now',
  language: 'Language',
};

export const notFound = { page: 'Page Not Found' };

/** ours: the `/ws` error frames the spec leaves open. */
export const live = {
  invalidJson: 'Invalid JSON',
  invalidFrame: 'Invalid message',
  unknownFrameType: (type: string) => `Unknown message type: ${type}`,
  failed: 'Something went wrong',
  /** A subscription asked for over plain HTTP: live updates come over the WebSocket only. */
  websocketOnly: 'Live updates are available over the WebSocket only',
  /** A live socket asked of an instance that is shutting down; the client simply tries again. */
  restarting: 'The server is restarting. Please try again in a moment.',
};
