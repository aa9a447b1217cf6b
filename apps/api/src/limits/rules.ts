/**
 * The limits one member (or one address) meets, with the defaults a lively chat needs and no
 * more. Each is configurable by its own environment variable (config.ts), `RATE_LIMITS=off`
 * turns them all off, and the README's configuration table lists them.
 *
 * A rate `{ points, seconds }` allows `points` actions in a window of `seconds` that starts with
 * the first action (rate-limiter-flexible's fixed window): a burst of `points` at once, then on
 * average `points / seconds` per second. An action over the rate is refused with the wait until
 * the window ends.
 */
export interface RateSpec {
  points: number;
  seconds: number;
}

/**
 * A growing delay: `free` failures within `seconds` cost nothing; each one after them makes the
 * next try wait 1 s, 2 s, 4 s, … up to `maxDelaySeconds`. A delay, never a lock: the wait ends.
 */
export interface BackoffSpec {
  free: number;
  seconds: number;
  maxDelaySeconds: number;
}

export const RATE_RULES = [
  'messages',
  'messageChanges',
  'reactions',
  'linkPreviews',
  'typing',
  'uploads',
  'searches',
  'roomCreation',
  'registrations',
  'logins',
  'friendRequests',
  'blocks',
  'reports',
  'privateChats',
  'roomInvites',
  'roomLeaves',
  'settings',
  'relationChanges',
  'profileViews',
  'notifications',
  'exports',
  'supportLookups',
  'passwordResetRequests',
  'passwordResetLogins',
  'passwordResetMails',
  'mailLinks',
  'emailChanges',
  'unsubscribes',
] as const;

export type RateRule = (typeof RATE_RULES)[number];

export interface LimitsConfig {
  /** `RATE_LIMITS=off` (benchmarks, black-box test runs) turns every limit off at once. */
  enabled: boolean;
  rates: Record<RateRule, RateSpec>;
  login: {
    /** Failures for one username from one address: the guesser's own address slows down hard. */
    accountAddress: BackoffSpec;
    /**
     * Failures for one username from anywhere (sign-ins and the password checks of signed-in
     * members): past the free ones the username waits everywhere, one try at a time, except on
     * addresses the owner signed in from (login-backoff.ts).
     */
    account: BackoffSpec;
    /** Failures from one address for any usernames (password spraying). */
    address: BackoffSpec;
  };
  /** Named rooms one member may create in all. */
  roomsPerMember: number;
  /**
   * A live socket (`/ws` or the tRPC WebSocket) that goes on sending while limited: this many
   * refusals within `seconds` close it (1008), and its waiting frames are dropped unparsed.
   */
  wsRefusals: RateSpec;
}

/** Defaults, each with its environment variable. */
export const DEFAULT_LIMITS: LimitsConfig = {
  enabled: true,
  rates: {
    // RATE_LIMIT_MESSAGES, per member: a burst of 20, then 2 a second on average. Synapse allows
    // 0.2/s with a burst of 10; a lively group chat sends faster than that, a flood far faster.
    messages: { points: 20, seconds: 10 },
    // RATE_LIMIT_TYPING, per member: about one change a second (the web app sends a start every
    // 2 s while typing and a stop after it); the server forwards only changes (realtime/typing.ts).
    typing: { points: 10, seconds: 10 },
    // RATE_LIMIT_UPLOADS, per member: 20 upload URLs a minute, a good handful of photos at once.
    uploads: { points: 20, seconds: 60 },
    // RATE_LIMIT_SEARCHES, per member: 60 a minute. One query of the "All" tab is three searches
    // (messages, rooms, members); the search box waits 300 ms after typing.
    searches: { points: 60, seconds: 60 },
    // RATE_LIMIT_ROOM_CREATION, per member: 5 rooms in 10 minutes (and ROOMS_PER_MEMBER in all).
    roomCreation: { points: 5, seconds: 600 },
    // RATE_LIMIT_REGISTRATIONS, per address: 10 accounts an hour, enough for a family or a class
    // behind one address, far from a flood.
    registrations: { points: 10, seconds: 3600 },
    // RATE_LIMIT_LOGINS, per address: 20 sign-in attempts a minute, right or wrong.
    logins: { points: 20, seconds: 60 },
    // RATE_LIMIT_FRIEND_REQUESTS, per member: 30 an hour; a social start-up evening, not a spam run.
    friendRequests: { points: 30, seconds: 3600 },
    // RATE_LIMIT_BLOCKS, per member: 30 blocks an hour (each one closes chats and tells both sides).
    blocks: { points: 30, seconds: 3600 },
    // RATE_LIMIT_REPORTS, per member: 10 reports an hour; a report of the same member within a
    // day updates the open one anyway.
    reports: { points: 10, seconds: 3600 },
    // RATE_LIMIT_PRIVATE_CHATS, per member: 20 new private chats an hour (each one notifies someone).
    privateChats: { points: 20, seconds: 3600 },
    // RATE_LIMIT_ROOM_INVITES, per member: 20 invites an hour, as many as new private chats: each
    // one puts someone into a room and notifies them, which reaches them as a private chat does.
    roomInvites: { points: 20, seconds: 3600 },
    // RATE_LIMIT_MESSAGE_CHANGES, per member: 30 edits and deletions of one's messages a minute;
    // fixing typos and tidying up, not rewriting a room's history by script.
    messageChanges: { points: 30, seconds: 60 },
    // RATE_LIMIT_REACTIONS, per member: 60 reactions added or taken back a minute; every one
    // reaches every reader of the room as a small event.
    reactions: { points: 60, seconds: 60 },
    // RATE_LIMIT_LINK_PREVIEWS, per member: 20 messages a minute whose link the server reads
    // (a cached page costs nothing to read again, but counts); past it, links go without preview.
    linkPreviews: { points: 20, seconds: 60 },
    // RATE_LIMIT_ROOM_LEAVES, per member: 30 rooms left in 10 minutes; tidying one's list, not a
    // loop of joins and leaves that every member of a public room would hear of.
    roomLeaves: { points: 30, seconds: 600 },
    // RATE_LIMIT_SETTINGS, per member: 30 changes of privacy settings or filters a minute.
    settings: { points: 30, seconds: 60 },
    // RATE_LIMIT_RELATION_CHANGES, per member: 60 a minute of answering, withdrawing and ending
    // friendships and lifting blocks; a busy evening of requests, not a script.
    relationChanges: { points: 60, seconds: 60 },
    // RATE_LIMIT_PROFILE_VIEWS, per member: 120 profiles a minute; browsing, not harvesting.
    profileViews: { points: 120, seconds: 60 },
    // RATE_LIMIT_NOTIFICATIONS, per member: 120 reads and read marks of notifications a minute;
    // a bell opened, items clicked and the fallback poll of several tabs, not a loop.
    notifications: { points: 120, seconds: 60 },
    // RATE_LIMIT_EXPORTS, per member: 10 data exports an hour, JSON and ZIP together. Each one
    // reads everything the member has (the ZIP every photo file too); a member needs one.
    exports: { points: 10, seconds: 3600 },
    // RATE_LIMIT_SUPPORT_LOOKUPS, per address: 30 a minute of asking how to reach the operators,
    // which needs no session (the ban screen asks once when it shows).
    supportLookups: { points: 30, seconds: 60 },
    // RATE_LIMIT_PASSWORD_RESET_REQUESTS, per address: 20 "forgot password" requests an hour.
    passwordResetRequests: { points: 20, seconds: 3600 },
    // RATE_LIMIT_PASSWORD_RESET_LOGINS, per login as typed (lower case): 5 an hour. Counted for any
    // login, known or not, so its refusal tells nothing about whether the account exists.
    passwordResetLogins: { points: 5, seconds: 3600 },
    // RATE_LIMIT_PASSWORD_RESET_MAILS, per member: 5 reset mails an hour, however the account
    // was named (username or address). Past it, requests are answered alike and send nothing.
    passwordResetMails: { points: 5, seconds: 3600 },
    // RATE_LIMIT_MAIL_LINKS, per address: 20 uses of mailed links (verify an address, reset a
    // password) in 10 minutes; a member opens one or two.
    mailLinks: { points: 20, seconds: 600 },
    // RATE_LIMIT_EMAIL_CHANGES, per member: 5 new addresses an hour, each one mails a link.
    emailChanges: { points: 5, seconds: 3600 },
    // RATE_LIMIT_UNSUBSCRIBES, per address: 60 a minute of one-click unsubscribes, which need no
    // session. Generous: a large mail provider posts the one-click links of many members from few
    // addresses; a guessed token has 256 bits to find.
    unsubscribes: { points: 60, seconds: 60 },
  },
  login: {
    // LOGIN_BACKOFF_ACCOUNT_ADDRESS: 5 free failures in 15 minutes, then 1 s doubling up to 15 minutes.
    accountAddress: { free: 5, seconds: 900, maxDelaySeconds: 900 },
    // LOGIN_BACKOFF_ACCOUNT: 20 free failures a day from all addresses together, then the username
    // waits 1 s doubling up to 15 minutes wherever it is tried: guesses from a thousand fresh
    // addresses come to about 125 a day. Addresses the owner signed in from are let past.
    account: { free: 20, seconds: 86_400, maxDelaySeconds: 900 },
    // LOGIN_BACKOFF_ADDRESS: 50 free failures an hour from one address, then 1 s doubling up to 15 minutes.
    address: { free: 50, seconds: 3600, maxDelaySeconds: 900 },
  },
  // ROOMS_PER_MEMBER
  roomsPerMember: 50,
  // RATE_LIMIT_WS_REFUSALS: 50 refused frames (or tRPC calls) within a minute close a live socket with 1008.
  wsRefusals: { points: 50, seconds: 60 },
};

/** Whole seconds to wait, at least 1, as `Retry-After` and `retryAfter` carry them. */
export function waitSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

/** The key of a caller whose address the transport did not tell (a test's direct call, say). */
export const UNKNOWN_ADDRESS = 'unknown';
