import { type TSupportContact, ZSupportContact } from '@nahbar/contracts';
import { z } from 'zod';

const MAILTO = /^mailto:/i;

/**
 * `SUPPORT_CONTACT`: how members reach the operators, shown on the ban screen (issue 32). An
 * e-mail address (`support@example.org`, or written `mailto:support@example.org`) or a web
 * address on https (`https://example.org/help`). Anything else stops the server at start with
 * this message, rather than showing members a link that leads nowhere.
 */
export const ZSupportContactSetting = z
  .string()
  .trim()
  .transform((text, context): TSupportContact => {
    const address = text.replace(MAILTO, '');
    const contact =
      text.includes('@') && !/^https?:/i.test(text)
        ? { kind: 'email' as const, address }
        : { kind: 'url' as const, url: text };
    const checked = ZSupportContact.safeParse(contact);
    if (checked.success) return checked.data;
    context.addIssue({
      code: 'custom',
      message: `SUPPORT_CONTACT must be an e-mail address or an https:// web address, not "${text}"`,
    });
    return z.NEVER;
  });
