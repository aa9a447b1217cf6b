import type { DueDigestQuery } from '@nahbar/db';
import type { MailKinds } from '../../mail/mail-kinds';
import type { DigestContent } from './digest-content';
import { WEEKLY_DIGEST_WEEKDAY } from './digest-hour';
import { isoWeek, type LocalClock } from './local-time';

export type DigestKind = 'dailySummary' | 'weeklyHighlights';

/** What makes one digest what it is: its switch, its period and its mail's data. */
export interface DigestPlan<K extends DigestKind> {
  kind: K;
  keyPrefix: string;
  switchColumn: DueDigestQuery['switchColumn'];
  /** The switch's value for a member with no stored settings (notification-settings.ts). */
  switchDefault: boolean;
  /** Only for members who did not use the app that local day. */
  inactiveToday: boolean;
  /** The period a local day belongs to (the dedupe key's last part); null: no digest that day. */
  periodOf(local: LocalClock): string | null;
  /** How many days back from the send hour the digest looks. */
  days: number;
  roomLimit: number;
  /** The mail's data, or null when nothing happened worth a mail. */
  data(content: DigestContent, username: string, link: string): MailKinds[K] | null;
}

/**
 * The daily summary (off unless the member turns it on): what arrived since the same hour the day
 * before, sent only to a member who did not open Nahbar that day, once per local day.
 */
export const DAILY_SUMMARY: DigestPlan<'dailySummary'> = {
  kind: 'dailySummary',
  keyPrefix: 'daily-summary',
  switchColumn: 'email_daily_summary',
  switchDefault: false,
  inactiveToday: true,
  periodOf: (local) => local.date,
  days: 1,
  roomLimit: 10,
  data: (c, username, link) =>
    c.rooms.length > 0 || c.friendRequests > 0 || c.mentions > 0
      ? { username, rooms: c.rooms, friendRequests: c.friendRequests, mentions: c.mentions, link }
      : null,
};

/**
 * The weekly highlights (on by default): on Sundays, the week's still unread messages by room
 * (the five busiest), mentions, new friends and friend requests; whether or not the member was
 * active, once per ISO week.
 */
export const WEEKLY_HIGHLIGHTS: DigestPlan<'weeklyHighlights'> = {
  kind: 'weeklyHighlights',
  keyPrefix: 'weekly-highlights',
  switchColumn: 'email_weekly_highlights',
  switchDefault: true,
  inactiveToday: false,
  periodOf: (local) => (local.weekday === WEEKLY_DIGEST_WEEKDAY ? isoWeek(local.date) : null),
  days: 7,
  roomLimit: 5,
  data: (c, username, link) =>
    c.rooms.length > 0 || c.friendRequests > 0 || c.mentions > 0 || c.newFriends > 0
      ? {
          username,
          rooms: c.rooms,
          newFriends: c.newFriends,
          friendRequests: c.friendRequests,
          mentions: c.mentions,
          link,
        }
      : null,
};
