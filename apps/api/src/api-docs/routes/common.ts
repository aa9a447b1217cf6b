import { ZMessageId, ZPhotoId, ZRoomId, ZUserId } from '@nahbar/contracts';
import { z } from 'zod';

/** Path parameters as the REST paths name them; each the contracts' id schema. */
export const userPath = z.object({ id: ZUserId.meta({ description: 'The signed-in member’s own id.' }) });
export const roomPath = z.object({ id: ZRoomId.meta({ description: 'A room or private chat.' }) });
export const roomIdPath = z.object({ roomId: ZRoomId.meta({ description: 'A room or private chat.' }) });
export const messagePath = z.object({ messageId: ZMessageId });
export const photoPath = z.object({ photoId: ZPhotoId });

/**
 * Ids the older clients send to say who acts (`userId`, `createdBy`…): may be left out; when
 * sent, it must be the session’s own member, else 403.
 */
export const claimedId = () =>
  ZUserId.optional().meta({
    description: 'Optional; when sent, must be the session’s own member id (else 403).',
  });
