import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CATALOGUES } from '@nahbar/contracts';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueMail } from '../src/mail/queue-mail';
import { startTestApp, type TestApp, testConfig } from './harness';
import { mailMember, newestMail } from './mail-fixtures';

/**
 * Without SMTP_URL (`pnpm start` on a bare machine) each mail becomes an .eml file under
 * DATA_DIR/mail and one log line with its links, enough to go through a password reset.
 */
describe.each(testDatabaseKinds())('mail as .eml files on $name', (kind) => {
  let dir: string;
  let t: TestApp;
  const logLines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'nahbar-eml-test-'));
    const base = testConfig();
    t = await startTestApp(
      kind,
      { logLevel: 'info', logFormat: 'json', mail: { ...base.mail, smtpUrl: undefined, dir } },
      { logStream: { write: (line: string) => logLines.push(JSON.parse(line)) } },
    );
  });
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('writes a parseable .eml file and logs one line with the link', async () => {
    const ann = await mailMember(t.app, 'de');
    const link = 'http://localhost:3000/reset-password#token=eml-token';
    await queueMail(t.deps, {
      userId: ann.id,
      kind: 'passwordReset',
      data: { username: ann.username, link },
      to: 'ann@example.org',
    });
    await t.deps.mailer.runNow();

    const files = (await readdir(dir)).filter((name) => name.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const file = join(dir, files[0] ?? '');
    const mail = await simpleParser(await readFile(file));
    expect(mail.subject).toBe(CATALOGUES.de.mail.resetSubject);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('ann@example.org');
    expect(mail.from?.text).toContain('no-reply@localhost');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);

    const lines = logLines.filter((line) => line.file !== undefined);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.msg).toContain(link);
    expect(lines[0]?.msg).toContain('a***@example.org');
    expect(lines[0]?.file).toBe(file);
    expect((await newestMail(t.app, ann.id)).sentAt).toBeInstanceOf(Date);
  });
});
