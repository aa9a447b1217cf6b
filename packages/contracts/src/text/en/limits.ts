import { plural } from '../plural';

const seconds = (count: number) => `${count} ${plural('en', count, 'second', 'seconds')}`;

/** Rate limits (ours: the spec has none): what a member hears when they go too fast. */
export const limits = {
  tooFast: (wait: number) => `You're going a bit fast. Please wait ${seconds(wait)} and try again.`,
  signInWait: (wait: number) =>
    `Too many failed sign-in attempts. Please wait ${seconds(wait)} before trying again.`,
  roomCap: (max: number) =>
    `You have created ${max} ${plural('en', max, 'room', 'rooms')}, the most one member may create.`,
  /** Caps on live connections (ours): each names its number and says what to do. */
  tooManySockets: (max: number) =>
    `You have ${max} live ${plural('en', max, 'connection', 'connections')} open, the most one member may have. Please close a tab or another device and try again.`,
  tooManySubscriptions: (max: number) =>
    `This connection already follows ${max} ${plural('en', max, 'feed', 'feeds')}, the most one connection may. Stop one before starting another.`,
  tooManyCalls: (max: number) =>
    `Too many calls at once: one request may carry ${max} ${plural('en', max, 'call', 'calls')} at most.`,
  /** The offline queue waits because the server asked it to. */
  sendingPaused: (wait: number) => `Sending paused for ${wait} s`,
};
