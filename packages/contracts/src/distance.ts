// Kept apart from places.ts because it builds on ZPublicUser, and auth.ts already imports
// places.ts: importing auth.ts from there would make a module cycle.
import { z } from 'zod';
import { ZPublicUser } from './auth';
import { USERS_WITH_DISTANCE_DEFAULT_LIMIT, USERS_WITH_DISTANCE_MAX_LIMIT } from './constants';
import { ZDistanceRecord } from './places';

export const ZUsersWithDistanceInput = z.object({
  userIds: z.array(z.guid()).max(USERS_WITH_DISTANCE_MAX_LIMIT).optional().meta({
    description: 'Only these users (e.g. the members of the online panel); all others when absent.',
  }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(USERS_WITH_DISTANCE_MAX_LIMIT)
    .default(USERS_WITH_DISTANCE_DEFAULT_LIMIT),
});
export type TUsersWithDistanceInput = z.input<typeof ZUsersWithDistanceInput>;

export const ZUserWithDistance = ZPublicUser.extend(ZDistanceRecord.shape).meta({
  id: 'UserWithDistance',
  description:
    'Another member with the distance to the caller: never coordinates (design: privacy by default).',
});
export type TUserWithDistance = z.infer<typeof ZUserWithDistance>;
