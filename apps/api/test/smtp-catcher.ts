import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

/** One mail the catcher received: the SMTP envelope, the raw message and mailparser's reading. */
export interface CaughtMail {
  /** MAIL FROM and RCPT TO, as the client sent them. */
  envelope: { from: string; to: string[] };
  /** The user the client signed in as, when it did (SMTP AUTH). */
  user: string | undefined;
  raw: Buffer;
  parsed: ParsedMail;
  subject: string;
  text: string;
  html: string;
  /** A header's value as text (`List-Unsubscribe`, say); undefined when absent. Names are case-insensitive. */
  header(name: string): string | undefined;
}

export interface SmtpCatcher {
  /** `smtp://127.0.0.1:<port>`: set it as `mail.smtpUrl` of the app under test. */
  readonly url: string;
  readonly port: number;
  /** Every mail received so far, oldest first. */
  readonly mails: readonly CaughtMail[];
  /**
   * The next mail not handed out by an earlier call (matching `where`, when given): at once if it
   * arrived already, else when it arrives. Rejects after `timeoutMs` (default 10 s) so a mail
   * that never comes fails the test with its description instead of hanging it.
   */
  nextMail(where?: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  /** The next mail to `address` (see nextMail). */
  mailTo(address: string, timeoutMs?: number): Promise<CaughtMail>;
  /** Stops listening, as a mail server that went down: clients get "connection refused". */
  stop(): Promise<void>;
  /** Listens again on the same port after `stop`. */
  resume(): Promise<void>;
  close(): Promise<void>;
}

interface Waiter {
  where: (mail: CaughtMail) => boolean;
  resolve: (mail: CaughtMail) => void;
}

/**
 * A real SMTP server on an ephemeral loopback port that keeps what it receives, parsed by
 * mailparser, for tests of whatever sends mail. It takes any sender, recipient and password, and
 * offers no STARTTLS (plain SMTP on loopback); AUTH works without TLS so SMTP_URL's credentials
 * are exercised.
 *
 *   const smtp = await startSmtpCatcher();
 *   const t = await startTestApp(kind, { mail: { ...testConfig().mail, smtpUrl: smtp.url } });
 *   ... queue a mail ...
 *   const mail = await smtp.mailTo('ann@example.org');
 *   expect(mail.subject).toBe('…');
 */
export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  const handedOut = new Set<CaughtMail>();
  const waiters = new Set<Waiter>();
  let port = 0;

  const deliver = (mail: CaughtMail) => {
    mails.push(mail);
    for (const waiter of waiters) {
      if (!waiter.where(mail)) continue;
      waiters.delete(waiter);
      handedOut.add(mail);
      waiter.resolve(mail);
      return;
    }
  };

  const makeServer = () =>
    new SMTPServer({
      logger: false,
      // Loopback only: a reverse DNS look-up of 127.0.0.1 can take seconds where no resolver answers.
      disableReverseLookup: true,
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        callback(null, { user: auth.username });
      },
      onData(stream, session, callback) {
        // Read now: the session's envelope is reset once the mail is answered.
        const envelope = envelopeOf(session);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          simpleParser(raw).then(
            (parsed) => {
              // Answer the client first: its send resolves as soon as the mail is accepted.
              callback();
              deliver(caught(raw, parsed, envelope));
            },
            (error: Error) => callback(error),
          );
        });
      },
    });

  let server = makeServer();
  const listen = (on: SMTPServer, at: number) =>
    new Promise<number>((resolve, reject) => {
      on.server.once('error', reject);
      on.listen(at, '127.0.0.1', () => resolve((on.server.address() as AddressInfo).port));
    });
  const stopServer = () => new Promise<void>((resolve) => server.close(() => resolve()));
  port = await listen(server, 0);
  let listening = true;

  const nextMail: SmtpCatcher['nextMail'] = (where = () => true, timeoutMs = 10_000) => {
    const ready = mails.find((mail) => !handedOut.has(mail) && where(mail));
    if (ready) {
      handedOut.add(ready);
      return Promise.resolve(ready);
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        where,
        resolve: (mail) => {
          clearTimeout(timer);
          resolve(mail);
        },
      };
      const timer = setTimeout(() => {
        waiters.delete(waiter);
        reject(
          new Error(
            `no mail arrived within ${timeoutMs} ms (received: ${mails.map((mail) => mail.envelope.to.join(' ')).join(', ') || 'none'})`,
          ),
        );
      }, timeoutMs);
      waiters.add(waiter);
    });
  };
  const stop = async () => {
    if (!listening) return;
    listening = false;
    await stopServer();
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    nextMail,
    mailTo(address, timeoutMs) {
      const wanted = address.toLowerCase();
      return nextMail((mail) => mail.envelope.to.includes(wanted), timeoutMs);
    },
    stop,
    async resume() {
      if (listening) return;
      server = makeServer();
      await listen(server, port);
      listening = true;
    },
    close: stop,
  };
}

function envelopeOf(session: SMTPServerSession): Pick<CaughtMail, 'envelope' | 'user'> {
  const from = session.envelope.mailFrom;
  return {
    envelope: {
      from: from ? from.address.toLowerCase() : '',
      to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
    },
    user: typeof session.user === 'string' ? session.user : undefined,
  };
}

function caught(
  raw: Buffer,
  parsed: ParsedMail,
  envelope: Pick<CaughtMail, 'envelope' | 'user'>,
): CaughtMail {
  return {
    ...envelope,
    raw,
    parsed,
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    header(name) {
      const line = parsed.headerLines.find((h) => h.key === name.toLowerCase());
      // The raw line less its name: mailparser's parsed values reshape some headers.
      return line
        ? line.line
            .slice(line.line.indexOf(':') + 1)
            .replace(/\r?\n\s+/g, ' ')
            .trim()
        : undefined;
    },
  };
}
