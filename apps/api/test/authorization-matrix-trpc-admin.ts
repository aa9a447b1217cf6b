import { randomUUID } from 'node:crypto';
import { freshMessage, freshPublicRoom, freshReport, freshVictim } from './authorization-fresh';
import type { Fresh, TrpcEntry } from './authorization-matrix';
import type { World } from './authorization-world';

type Input = Record<string, unknown>;

/**
 * An admin call as a member makes it: without `adminUserId`, with their own id, a random one and
 * a real admin's. Each must be refused with 403 and change nothing.
 */
const adminOnly = (input: (w: World) => Input = () => ({}), fresh?: Fresh): TrpcEntry => ({
  guard: 'admin',
  own: { fresh },
  foreign: [
    (w) => input(w),
    (w) => ({ ...input(w), adminUserId: w.attacker.id }),
    (w) => ({ ...input(w), adminUserId: randomUUID() }),
    (w) => ({ ...input(w), adminUserId: w.adminId }),
  ],
});
const onVictim = (w: World) => ({ userId: w.victim.id, reason: 'matrix' });

/** The moderators' procedures: a member is refused whatever `adminUserId` they claim. */
export const TRPC_ADMIN_MATRIX: Record<string, TrpcEntry> = {
  'admin.stats': adminOnly(),
  'admin.users': adminOnly(),
  'admin.user': adminOnly((w) => ({ userId: w.victim.id })),
  'admin.moderationData': adminOnly(),
  'admin.decideReport': adminOnly((w) => ({ reportId: w.report, status: 'dismissed' }), freshReport),
  'admin.warn': adminOnly(onVictim, freshVictim),
  'admin.mute': adminOnly(onVictim, freshVictim),
  'admin.unmute': adminOnly(onVictim, freshVictim),
  'admin.ban': adminOnly(onVictim, freshVictim),
  'admin.unban': adminOnly(onVictim, freshVictim),
  'admin.rooms': adminOnly(),
  'admin.createRoom': adminOnly(() => ({ name: 'Matrix admin room' })),
  'admin.deleteRoom': adminOnly((w) => ({ roomId: w.publicRoom }), freshPublicRoom),
  'admin.audit': adminOnly(),
  'admin.removeMessage': adminOnly((w) => ({ messageId: w.victimMessage, reason: 'matrix' }), freshMessage),
  'admin.purgeMessages': adminOnly(
    (w) => ({ userId: w.victim.id, hours: 24, reason: 'matrix' }),
    freshVictim,
  ),
};
