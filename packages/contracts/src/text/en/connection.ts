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
  // ours (issue 32): after the quick attempts the channel keeps trying, and says why it is down
  offline: "You're offline. Nahbar reconnects as soon as your network is back.",
  serverUnreachable: (seconds: number) =>
    `The server can't be reached right now. Trying again in ${seconds}s`,
  liveChannelRefused: (seconds: number) =>
    `The server answers, but the live connection fails. Trying again in ${seconds}s`,
  stillDisconnected: (seconds: number) => `Still not connected. Trying again in ${seconds}s`,
  processingQueue: 'Processing queue',
  // chat spec §4: the channel's states, in the header's dot and the banner
  connected: 'Connected',
  connecting: 'Connecting',
  reconnecting: 'Reconnecting',
  disconnected: 'Disconnected',
  connectionError: 'Connection error',
  status: (state: string) => `Connection: ${state}`,
  // ours (issue 32): what each state means, in the header icon's tooltip
  connectedMeaning: 'New messages arrive live.',
  connectingMeaning: 'Going live in a moment.',
  reconnectingMeaning: 'Trying to get back live.',
  disconnectedMeaning: 'What you write waits and is sent once the connection is back.',
  errorMeaning: "The live connection can't be opened here.",
  // chat spec §2: the connection banner
  banner: 'Connection',
  queued: (count: number) => `${count} queued`,
  failed: (count: number) => `${count} failed`,
  details: 'Details',
  hideDetails: 'Hide details',
  reconnect: 'Reconnect',
  clearFailed: 'Clear Failed',
  retryAttempt: (attempt: number, max: number) => `Retry attempt: ${attempt} of ${max}`,
  slowRetryAttempt: (attempt: number, minSeconds: number, maxSeconds: number) =>
    `Retry attempt: ${attempt} (now every ${minSeconds} to ${maxSeconds}s)`,
  lastProblem: (problem: string) => `Last problem: ${problem}`,
  disconnectedSince: (time: string) => `Disconnected since ${time}`,
  waitingToBeSent: 'Waiting to be sent',
  notSent: (tries: number) => `Not sent after ${tries} ${plural('en', tries, 'try', 'tries')} or refused`,
};
