import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';

/**
 * The e2e server has no SMTP_URL, so it writes each mail as an .eml file under DATA_DIR/mail/
 * (playwright.config.ts chooses DATA_DIR and hands it on as E2E_DATA_DIR).
 */
const MAIL_DIR = join(process.env.E2E_DATA_DIR ?? '.data/e2e', 'mail');

async function emlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return emlFiles(path);
      return Promise.resolve(entry.name.endsWith('.eml') ? [path] : []);
    }),
  );
  return nested.flat();
}

/** The links to `pagePath` (`/reset-password`, say) in the mails sent to `address` so far. */
async function linksTo(address: string, pagePath: string): Promise<string[]> {
  const pattern = new RegExp(`https?://[^\\s"'<>]+${pagePath}#token=[A-Za-z0-9_-]+`, 'g');
  const links: string[] = [];
  for (const file of await emlFiles(MAIL_DIR)) {
    const mail = await simpleParser(await readFile(file));
    const recipients = [mail.to ?? []].flat().flatMap((to) => to.value.map((one) => one.address ?? ''));
    if (!recipients.some((to) => to.toLowerCase() === address.toLowerCase())) continue;
    const body = `${mail.text ?? ''}\n${typeof mail.html === 'string' ? mail.html : ''}`;
    links.push(...(body.match(pattern) ?? []));
  }
  return links;
}

/**
 * Waits for a mail to `address` with a link to `pagePath` that was not there before (`seen`),
 * and returns that link. The queue sends in the background, so the file comes a moment later.
 */
export async function waitForMailLink(
  address: string,
  pagePath: string,
  seen: string[] = [],
): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        found = (await linksTo(address, pagePath)).find((link) => !seen.includes(link));
        return found;
      },
      { message: `a mail to ${address} with a ${pagePath} link`, timeout: 45_000 },
    )
    .toBeTruthy();
  return found ?? '';
}

/** The links of that kind already sent to `address`, to tell a new one from them. */
export function mailLinksSoFar(address: string, pagePath: string): Promise<string[]> {
  return linksTo(address, pagePath);
}
