import { z } from 'zod';
import { type BackoffSpec, DEFAULT_LIMITS, type LimitsConfig, type RateSpec } from './rules';

const int = (text: string | undefined) => Number.parseInt(text ?? '', 10);

/** `points/seconds`, e.g. `20/10`: 20 actions in 10 seconds. */
const ZRate = z
  .string()
  .trim()
  .regex(/^[1-9]\d*\/[1-9]\d*$/, 'expected points/seconds, e.g. 20/10')
  .transform((text): RateSpec => {
    const [points, seconds] = text.split('/');
    return { points: int(points), seconds: int(seconds) };
  });

/** `free/seconds/maxDelaySeconds`, e.g. `5/900/900`. */
const ZBackoff = z
  .string()
  .trim()
  .regex(/^\d+\/[1-9]\d*\/[1-9]\d*$/, 'expected free/seconds/maxDelaySeconds, e.g. 5/900/900')
  .transform((text): BackoffSpec => {
    const [free, seconds, maxDelaySeconds] = text.split('/');
    return { free: int(free), seconds: int(seconds), maxDelaySeconds: int(maxDelaySeconds) };
  });

/** Unset or empty: the default. */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );
}

const ZLimitsEnv = z.object({
  RATE_LIMITS: optional(z.enum(['on', 'off'])),
  RATE_LIMIT_MESSAGES: optional(ZRate),
  RATE_LIMIT_MESSAGE_CHANGES: optional(ZRate),
  RATE_LIMIT_REACTIONS: optional(ZRate),
  RATE_LIMIT_LINK_PREVIEWS: optional(ZRate),
  RATE_LIMIT_TYPING: optional(ZRate),
  RATE_LIMIT_UPLOADS: optional(ZRate),
  RATE_LIMIT_SEARCHES: optional(ZRate),
  RATE_LIMIT_ROOM_CREATION: optional(ZRate),
  RATE_LIMIT_REGISTRATIONS: optional(ZRate),
  RATE_LIMIT_LOGINS: optional(ZRate),
  RATE_LIMIT_FRIEND_REQUESTS: optional(ZRate),
  RATE_LIMIT_BLOCKS: optional(ZRate),
  RATE_LIMIT_REPORTS: optional(ZRate),
  RATE_LIMIT_PRIVATE_CHATS: optional(ZRate),
  RATE_LIMIT_ROOM_INVITES: optional(ZRate),
  RATE_LIMIT_ROOM_LEAVES: optional(ZRate),
  RATE_LIMIT_SETTINGS: optional(ZRate),
  RATE_LIMIT_RELATION_CHANGES: optional(ZRate),
  RATE_LIMIT_PROFILE_VIEWS: optional(ZRate),
  RATE_LIMIT_NOTIFICATIONS: optional(ZRate),
  RATE_LIMIT_EXPORTS: optional(ZRate),
  RATE_LIMIT_SUPPORT_LOOKUPS: optional(ZRate),
  RATE_LIMIT_PASSWORD_RESET_REQUESTS: optional(ZRate),
  RATE_LIMIT_PASSWORD_RESET_LOGINS: optional(ZRate),
  RATE_LIMIT_PASSWORD_RESET_MAILS: optional(ZRate),
  RATE_LIMIT_MAIL_LINKS: optional(ZRate),
  RATE_LIMIT_EMAIL_CHANGES: optional(ZRate),
  RATE_LIMIT_UNSUBSCRIBES: optional(ZRate),
  LOGIN_BACKOFF_ACCOUNT_ADDRESS: optional(ZBackoff),
  LOGIN_BACKOFF_ACCOUNT: optional(ZBackoff),
  LOGIN_BACKOFF_ADDRESS: optional(ZBackoff),
  ROOMS_PER_MEMBER: optional(z.coerce.number().int().min(1)),
  RATE_LIMIT_WS_REFUSALS: optional(ZRate),
});

/**
 * The limits from the environment (read by config.ts, the one place that reads it); every
 * variable is optional and falls back to its default in rules.ts.
 */
export function limitsFromEnv(env: NodeJS.ProcessEnv): LimitsConfig {
  const e = ZLimitsEnv.parse(env);
  const d = DEFAULT_LIMITS;
  return {
    enabled: e.RATE_LIMITS !== 'off',
    rates: {
      messages: e.RATE_LIMIT_MESSAGES ?? d.rates.messages,
      messageChanges: e.RATE_LIMIT_MESSAGE_CHANGES ?? d.rates.messageChanges,
      reactions: e.RATE_LIMIT_REACTIONS ?? d.rates.reactions,
      linkPreviews: e.RATE_LIMIT_LINK_PREVIEWS ?? d.rates.linkPreviews,
      typing: e.RATE_LIMIT_TYPING ?? d.rates.typing,
      uploads: e.RATE_LIMIT_UPLOADS ?? d.rates.uploads,
      searches: e.RATE_LIMIT_SEARCHES ?? d.rates.searches,
      roomCreation: e.RATE_LIMIT_ROOM_CREATION ?? d.rates.roomCreation,
      registrations: e.RATE_LIMIT_REGISTRATIONS ?? d.rates.registrations,
      logins: e.RATE_LIMIT_LOGINS ?? d.rates.logins,
      friendRequests: e.RATE_LIMIT_FRIEND_REQUESTS ?? d.rates.friendRequests,
      blocks: e.RATE_LIMIT_BLOCKS ?? d.rates.blocks,
      reports: e.RATE_LIMIT_REPORTS ?? d.rates.reports,
      privateChats: e.RATE_LIMIT_PRIVATE_CHATS ?? d.rates.privateChats,
      roomInvites: e.RATE_LIMIT_ROOM_INVITES ?? d.rates.roomInvites,
      roomLeaves: e.RATE_LIMIT_ROOM_LEAVES ?? d.rates.roomLeaves,
      settings: e.RATE_LIMIT_SETTINGS ?? d.rates.settings,
      relationChanges: e.RATE_LIMIT_RELATION_CHANGES ?? d.rates.relationChanges,
      profileViews: e.RATE_LIMIT_PROFILE_VIEWS ?? d.rates.profileViews,
      notifications: e.RATE_LIMIT_NOTIFICATIONS ?? d.rates.notifications,
      exports: e.RATE_LIMIT_EXPORTS ?? d.rates.exports,
      supportLookups: e.RATE_LIMIT_SUPPORT_LOOKUPS ?? d.rates.supportLookups,
      passwordResetRequests: e.RATE_LIMIT_PASSWORD_RESET_REQUESTS ?? d.rates.passwordResetRequests,
      passwordResetLogins: e.RATE_LIMIT_PASSWORD_RESET_LOGINS ?? d.rates.passwordResetLogins,
      passwordResetMails: e.RATE_LIMIT_PASSWORD_RESET_MAILS ?? d.rates.passwordResetMails,
      mailLinks: e.RATE_LIMIT_MAIL_LINKS ?? d.rates.mailLinks,
      emailChanges: e.RATE_LIMIT_EMAIL_CHANGES ?? d.rates.emailChanges,
      unsubscribes: e.RATE_LIMIT_UNSUBSCRIBES ?? d.rates.unsubscribes,
    },
    login: {
      accountAddress: e.LOGIN_BACKOFF_ACCOUNT_ADDRESS ?? d.login.accountAddress,
      account: e.LOGIN_BACKOFF_ACCOUNT ?? d.login.account,
      address: e.LOGIN_BACKOFF_ADDRESS ?? d.login.address,
    },
    roomsPerMember: e.ROOMS_PER_MEMBER ?? d.roomsPerMember,
    wsRefusals: e.RATE_LIMIT_WS_REFUSALS ?? d.wsRefusals,
  };
}
