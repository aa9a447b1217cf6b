import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** Single-use tokens sent by mail; only their SHA-256 is stored (migration 0020). */
export interface EmailTokensTable {
  tokenHash: string;
  userId: string;
  purpose: 'verify-email' | 'reset-password' | 'unsubscribe';
  /** verify-email: the address to verify; unsubscribe: the switch it turns off; reset: null. */
  detail: string | null;
  createdAt: CreatedAt;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
}

/** Mails waiting to be sent, sent, or given up on; rendered from `kind` and `data` at sending. */
export interface MailOutboxTable {
  id: Generated<string>;
  /** Whose mail it is: erasure removes it with the member. Null for operator mail to no member. */
  userId: string | null;
  toAddress: string;
  kind: string;
  locale: 'de' | 'en';
  data: ColumnType<unknown, string, string>;
  /** Once per period for digests ("daily-summary:<user>:2026-11-28"); null for the rest. */
  dedupeKey: string | null;
  attempts: Generated<number>;
  nextAttemptAt: ColumnType<Date, Date | string | undefined, Date | string>;
  sentAt: Timestamp | null;
  /** Set when the retries are used up; the row stays for the operator to read. */
  failedAt: Timestamp | null;
  lastError: string | null;
  createdAt: CreatedAt;
}

/** Browsers and systems an account has signed in from (a new one alerts the owner). */
export interface KnownDevicesTable {
  userId: string;
  /** describeDevice's browser and system, e.g. "Firefox|Windows". */
  deviceKey: string;
  firstSeenAt: CreatedAt;
  lastSeenAt: ColumnType<Date, Date | string | undefined, Date | string>;
}
