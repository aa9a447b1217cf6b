import { plural } from '../plural';

/** Live connection states and failures (chat spec §4, §8). */
export const connection = {
  invalidHost: 'Invalid WebSocket host',
  invalidUrl: 'Invalid WebSocket URL',
  createFailed: (reason: string) => `Failed to create WebSocket: ${reason}`,
  error: 'Connection error occurred',
  parseFailed: 'Failed to parse incoming message',
  joinFailed: (reason: string) => `Failed to join room: ${reason}`,
  retrying: (seconds: number, attempt: number, max: number) =>
    `Connection lost. Retrying in ${seconds}s (${attempt}/${max})`,
  failedAfterRetries: 'Connection failed after maximum retry attempts. Check your internet connection.',
  processingQueue: 'Processing queue',
  // chat spec §4: the channel's states, in the header's dot and the banner
  connected: 'Connected',
  connecting: 'Connecting',
  reconnecting: 'Reconnecting',
  disconnected: 'Disconnected',
  connectionError: 'Connection error',
  status: (state: string) => `Connection: ${state}`,
  // chat spec §2: the connection banner
  banner: 'Connection',
  queued: (count: number) => `${count} queued`,
  failed: (count: number) => `${count} failed`,
  details: 'Details',
  hideDetails: 'Hide details',
  reconnect: 'Reconnect',
  clearFailed: 'Clear Failed',
  retryAttempt: (attempt: number, max: number) => `Retry attempt: ${attempt} of ${max}`,
  lastProblem: (problem: string) => `Last problem: ${problem}`,
  disconnectedSince: (time: string) => `Disconnected since ${time}`,
  waitingToBeSent: 'Waiting to be sent',
  notSent: (tries: number) => `Not sent after ${tries} ${plural('en', tries, 'try', 'tries')} or refused`,
};
