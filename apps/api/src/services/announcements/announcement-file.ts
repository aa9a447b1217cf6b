import { createHash } from 'node:crypto';
import { z } from 'zod';

/** Longest subject line: mail programs cut far shorter ones anyway. */
export const ANNOUNCEMENT_SUBJECT_MAX = 200;
/** Longest text: an announcement, not a newsletter. */
export const ANNOUNCEMENT_BODY_MAX = 20_000;

const ZAnnouncementText = z.object({
  subject: z.string().trim().min(1).max(ANNOUNCEMENT_SUBJECT_MAX),
  body: z.string().trim().min(1).max(ANNOUNCEMENT_BODY_MAX),
});

/**
 * The file `pnpm mail:announce <file>` sends: JSON with the subject and the plain text (paragraphs
 * apart by an empty line) in both languages, each member getting theirs:
 * `{ "de": { "subject": "…", "body": "…" }, "en": { "subject": "…", "body": "…" } }`.
 */
export const ZAnnouncementFile = z.strictObject({ de: ZAnnouncementText, en: ZAnnouncementText });
export type TAnnouncementFile = z.infer<typeof ZAnnouncementFile>;

/** The file's text as an announcement, or the reasons it is not one, each naming its field. */
export function parseAnnouncementFile(
  text: string,
): { ok: true; announcement: TAnnouncementFile } | { ok: false; problems: string[] } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [`not JSON: ${(error as Error).message}`] };
  }
  const parsed = ZAnnouncementFile.safeParse(json);
  if (parsed.success) return { ok: true, announcement: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`),
  };
}

/**
 * Names the announcement by what it says (both languages' subject and text, trimmed): the same
 * announcement sent again queues nothing new, and any change makes it a new one. Reformatting the
 * JSON changes nothing.
 */
export function announcementId(announcement: TAnnouncementFile): string {
  const { de, en } = announcement;
  return createHash('sha256')
    .update(JSON.stringify([de.subject, de.body, en.subject, en.body]))
    .digest('base64url')
    .slice(0, 22);
}
