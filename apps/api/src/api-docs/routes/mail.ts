import { ZMailToken, ZUnsubscribeInput, ZUnsubscribeResult } from '@nahbar/contracts';
import { z } from 'zod';
import { json, type RouteDoc } from '../route-doc';

const tag = 'Mail';

export const mailRouteDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/api/mail/unsubscribe',
    tag,
    summary: 'Turn off the e-mails a mailed unsubscribe link names',
    description:
      'The token comes from a mail: in a JSON body `{token}` (the `/unsubscribe` page), or in the query as the mail’s `List-Unsubscribe` header names it, with the form body `List-Unsubscribe=One-Click` that mail programs send (RFC 8058; `multipart/form-data` is taken too). No session and no `Origin` header are needed: the token is the proof. The switch it names goes off; a link used before and not expired answers the same again. An unknown or expired token answers 400 `email.linkInvalid`. Limited per address.',
    access: 'public',
    query: z.object({ token: ZMailToken.optional() }),
    body: ZUnsubscribeInput,
    bodyOptional: true,
    bodyExample: { token: 'q3J8y0dU1iVfXn7m2cR5tA9bK4eW6hZsLpGoNvYxMjQ' },
    formBody: z.object({ 'List-Unsubscribe': z.literal('One-Click') }),
    answer: json(ZUnsubscribeResult, { example: { success: true, switch: 'weeklyHighlights' } }),
    errors: [429],
  },
];
