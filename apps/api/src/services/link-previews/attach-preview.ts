import { type RoomEvent, roomTopic, type TMessage } from '@nahbar/contracts';
import { messageChangesQueries, messagesQueries, type Room } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { toMessageDto } from '../messages/to-message-dto';
import { otherMemberRelation } from '../messages/writable-room';
import { showsLinkPreview } from '../policy/message-verdicts';
import { firstLinkIn } from './first-link-in';
import { type LinkPreviewDeps, previewForUrl } from './preview-for-url';

/** Previews being attached, per database: tests wait for them (previewsSettled). */
const underWay = new WeakMap<object, Set<Promise<void>>>();

/**
 * After a message was stored (sent or edited): reads the page of its first web link, if it
 * should show a preview (policy: showsLinkPreview), and shows the message again with it
 * (`message_updated`). Runs after the send has answered, so a slow site never delays a message;
 * a page that cannot be read, a member over RATE_LIMIT_LINK_PREVIEWS, or words changed meanwhile
 * simply leave the message without one.
 */
export function attachPreviewLater(
  deps: AppDeps & LinkPreviewDeps,
  actor: Actor,
  room: Pick<Room, 'id' | 'isDirect'>,
  message: TMessage,
): void {
  const url = firstLinkIn(message.content);
  if (!url) return;
  const running = underWay.get(deps.db) ?? new Set();
  underWay.set(deps.db, running);
  const task = attach(deps, actor, room, message, url)
    // The app may be closing (its database gone): a preview is worth no error.
    .catch(() => undefined)
    .finally(() => running.delete(task));
  running.add(task);
}

async function attach(
  deps: AppDeps & LinkPreviewDeps,
  actor: Actor,
  room: Pick<Room, 'id' | 'isDirect'>,
  message: TMessage,
  url: string,
): Promise<void> {
  const other = room.isDirect ? await otherMemberRelation(deps, actor, room.id) : undefined;
  if (!showsLinkPreview(room, other)) return;
  const allowed = await deps.limits.hit('linkPreviews', actor.id).then(
    () => true,
    () => false,
  );
  if (!allowed) return;
  const preview = await previewForUrl(deps, url);
  if (!preview) return;
  if (!(await messageChangesQueries.setLinkPreview(deps.db, message.id, preview.url, message.content)))
    return;
  const row = await messagesQueries.findById(deps.db, message.id);
  if (!row) return;
  const event: RoomEvent = { type: 'message_updated', message: toMessageDto(row) };
  await deps.bus.publish(roomTopic(room.id), event);
}

/** Resolves once every preview under way for this app's database is attached (tests). */
export async function previewsSettled(deps: Pick<AppDeps, 'db'>): Promise<void> {
  for (;;) {
    const running = [...(underWay.get(deps.db) ?? [])];
    if (running.length === 0) return;
    await Promise.all(running);
  }
}
