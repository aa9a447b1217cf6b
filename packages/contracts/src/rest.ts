import { z } from 'zod';
import { ZBanDetails } from './suspension';

/**
 * Wire shapes only the REST paths have (`/api/...`): the error body every non-2xx answer carries
 * and the small wrappers around service answers. The OpenAPI document (apps/api/src/api-docs)
 * is generated from these and the other schemas of this package; their descriptions live here.
 */

export const ZTextRef = z
  .object({
    key: z.string().meta({ description: 'A key of the text catalogue, e.g. `chat.roomNotFound`.' }),
    params: z
      .array(z.union([z.string(), z.number(), z.boolean()]))
      .meta({ description: 'The values the text names, in order.' }),
  })
  .meta({
    id: 'TextRef',
    description: 'A text by catalogue key, for clients that render their member’s language.',
  });

export const ZErrorBody = z
  .object({
    error: z.string().meta({ description: 'A short word for the status: `Bad Request`, `Unauthorized`…' }),
    message: z.string().meta({ description: 'English wording, for clients that show it as it is.' }),
    text: ZTextRef.optional(),
    isBanned: z.boolean().optional().meta({ description: 'Set on a refused sign-in of a banned member.' }),
    ban: ZBanDetails.optional().meta({
      description: 'With `isBanned: true`: the ban’s reason and end (null: until lifted).',
    }),
    retryAfter: z
      .number()
      .int()
      .optional()
      .meta({ description: 'On 429: whole seconds to wait, as the `Retry-After` header says too.' }),
  })
  .meta({ id: 'ErrorBody', description: 'The JSON body of every non-2xx answer.' });

export const ZSuccess = z
  .object({ success: z.literal(true) })
  .meta({ id: 'Success', description: 'Done; nothing more to tell.' });

export const ZHealth = z
  .object({ status: z.literal('ok') })
  .meta({ id: 'Health', description: 'The server answers.' });

/** One readiness check: passed, failed, or no answer within its time limit. */
export const ZReadyCheck = z.enum(['ok', 'failed', 'timeout']);

export const ZReadiness = z
  .object({
    ready: z.boolean().meta({ description: 'Every check passed (200); otherwise the answer is 503.' }),
    checks: z.object({
      database: ZReadyCheck.meta({ description: 'The database answered `select 1`.' }),
      photos: ZReadyCheck.meta({
        description: 'The photo store is reachable (its directory, or its bucket).',
      }),
      redis: ZReadyCheck.optional().meta({ description: 'Redis answered PING; only with `REDIS_URL`.' }),
    }),
    draining: z.literal(true).optional().meta({
      description:
        'The instance is shutting down (SIGTERM): it finishes what it has and takes nothing new, so the answer is 503 whatever the checks say.',
    }),
  })
  .meta({
    id: 'Readiness',
    description: 'Whether this instance can serve: the checks of its dependencies, each within 2 s.',
  });

export type TReadiness = z.infer<typeof ZReadiness>;
export type TReadyCheck = z.infer<typeof ZReadyCheck>;
