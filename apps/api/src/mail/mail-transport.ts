import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { MailConfig } from '../config';
import { maskAddress } from './mask-address';

/** A mail ready to go: rendered, addressed, with its extra headers. */
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  /** What the log line of a written mail shows (the .eml default): the links in it. */
  links: string[];
  kind: string;
}

export interface MailTransport {
  /** Resolves once the mail is handed over; throws when it was not (the outbox retries). */
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

export type MailLog = (line: string, fields: Record<string, unknown>) => void;

// Bounded, so a stuck server cannot hold a mail past its lease in the outbox (outbox-worker.ts).
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/** SMTP when SMTP_URL is set, else .eml files with a log line each (`pnpm start` needs no mail server). */
export function createMailTransport(config: MailConfig, log: MailLog): MailTransport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl, config.from) : emlTransport(config, log);
}

/**
 * nodemailer's SMTP transport: `smtp://` upgrades with STARTTLS when the server offers it,
 * `smtps://` speaks TLS from the first byte. Each mail is one connection: mails are few and
 * far between, and a pool would hold a connection open against servers that drop idle ones.
 */
function smtpTransport(url: string, from: string): MailTransport {
  const transporter = createTransport({ url, ...SMTP_TIMEOUTS }, { from });
  return {
    async send(mail) {
      await transporter.sendMail(message(mail));
    },
    async close() {
      transporter.close();
    },
  };
}

function message(mail: OutgoingMail) {
  return { to: mail.to, subject: mail.subject, html: mail.html, text: mail.text, headers: mail.headers };
}

/**
 * The embedded default: nodemailer builds the raw message (what an SMTP server would get) and it
 * is written to `<dir>/<time>-<kind>.eml`, which any mail program opens. The log line names the
 * links, so a password reset works on a machine with no mail server.
 */
function emlTransport(config: MailConfig, log: MailLog): MailTransport {
  const transporter = createTransport({ streamTransport: true, buffer: true }, { from: config.from });
  let dir: Promise<string> | undefined;
  const directory = () => {
    const target = config.dir;
    if (!target) throw new Error('no mail directory (an in-memory DATA_DIR keeps its mails queued)');
    dir ??= mkdir(target, { recursive: true }).then(() => target);
    return dir;
  };
  let written = 0;
  return {
    async send(mail) {
      const info = await transporter.sendMail(message(mail));
      written += 1;
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(
        await directory(),
        `${stamp}-${written}-${randomBytes(3).toString('hex')}-${mail.kind}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      // The address masked: the log is kept longer than the mails and read by more people.
      log(`mail to ${maskAddress(mail.to)}: “${mail.subject}” ${mail.links.join(' ')}`, { file });
    },
    async close() {
      transporter.close();
    },
  };
}
