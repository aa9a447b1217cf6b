import { z } from 'zod';

/**
 * What a refused sign-in tells a banned member of their ban (issue 32), and nothing else of it
 * (not who banned them, nor when): the reason the moderator gave, and until when it holds as an
 * ISO time, null for a ban that holds until it is lifted.
 */
export const ZBanDetails = z.object({
  reason: z.string().nullable(),
  until: z.string().nullable(),
});
export type TBanDetails = z.infer<typeof ZBanDetails>;

/**
 * How members reach the operators (`SUPPORT_CONTACT`): an e-mail address, or a web address on
 * https. Shown on the ban screen as a mailto: or https link.
 */
export const ZSupportContact = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('email'), address: z.email() }),
  z.object({ kind: z.literal('url'), url: z.url({ protocol: /^https$/ }) }),
]);
export type TSupportContact = z.infer<typeof ZSupportContact>;

/** The answer of `auth.supportContact`: null when the operators named none. */
export const ZSupportContactAnswer = z.object({ contact: ZSupportContact.nullable() });
export type TSupportContactAnswer = z.infer<typeof ZSupportContactAnswer>;
