import { Box, Center, Loader, Stack, Text } from '@mantine/core';
import type { TMessage } from '@nahbar/contracts';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { lazyComponent } from '../../../components/lazy-dialog';
import { useT } from '../../../i18n';
import { firstScreenShown } from '../../../lib/after-first-screen';
import { useFeedState } from '../feed/use-room-feed';
import { usePreloadMessageExtras } from '../message-actions/extras';
import { useTempPhotos } from '../photos/use-photo-uploads';
import { useChat } from '../provider/chat-context';
import { SeenMark } from '../read-receipts/seen-mark';
import { EmptyRoom } from './empty-room';
import { MessageItem } from './message-item';
import type { ListHeaderContext } from './message-list-header';
import { isTempMessage, withPending } from './message-merge';
import { MessageScroller, type MessageScrollerHandle } from './message-scroller';
import { followsNewest } from './scroll-rules';
import { useKeyboardFollow } from './use-keyboard-follow';
import { useMessageTarget } from './use-message-target';
import { useNow } from './use-now';
import { usePendingMessages } from './use-pending-messages';
import { useScrollControl } from './use-scroll-control';

const ReceiptFollower = lazyComponent(() =>
  import('../private-chat-parts').then((module) => module.ReceiptFollower),
);

/** Texts from the outbox and photos being uploaded, in the order they were written. */
function byCreation(temps: TMessage[]): TMessage[] {
  return temps.length < 2 ? temps : temps.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/**
 * The active room's messages, newest at the bottom, virtualised so thousands stay smooth.
 * Older pages load near the top without moving the view; new messages scroll the list only for
 * a reader near the bottom (chat spec §4), or for their own sender (message-scroller.tsx).
 */
export function MessageList() {
  const m = useT();
  const { feed, activeRoom, outbox, photos, user } = useChat();
  const state = useFeedState(feed);
  const now = useNow();
  const list = useRef<MessageScrollerHandle>(null);
  const pending = usePendingMessages(outbox, activeRoom?.id, user);
  const tempPhotos = useTempPhotos(photos, activeRoom?.id);
  const items = useMemo(
    () => withPending(state?.messages ?? [], byCreation([...pending.messages, ...tempPhotos])),
    [state?.messages, pending.messages, tempPhotos],
  );
  const { nearBottom, setScroller, onLayout, jumped, recheck } = useScrollControl(feed);
  const highlight = useMessageTarget(feed, state, items, list, jumped, recheck);
  usePreloadMessageExtras();
  // The own message the other member of a private chat has read up to (receipts on both sides).
  const [seenId, setSeenId] = useState<string | null>(null);

  useKeyboardFollow(() => {
    if (nearBottom.current) list.current?.scrollToNewest();
  });

  // The room's messages on screen: what can wait for the first screen may go now.
  useEffect(() => {
    if (state?.status === 'ready') firstScreenShown();
  }, [state?.status]);

  const loadOlder = useCallback(() => void feed?.loadOlder(), [feed]);
  const context = useMemo<ListHeaderContext>(
    () => ({ hasMore: state?.hasMore ?? false, loadingOlder: state?.loadingOlder ?? false, loadOlder }),
    [state?.hasMore, state?.loadingOlder, loadOlder],
  );

  if (!state || (state.status !== 'ready' && state.messages.length === 0)) {
    return (
      <Center h="100%" role="status">
        {state?.status === 'error' ? (
          <Text c="dimmed">{m.fetching.moreMessages}</Text>
        ) : (
          <Stack align="center" gap="xs">
            <Loader size="sm" />
            <Text c="dimmed">{m.chat.loadingMessages}</Text>
          </Stack>
        )}
      </Center>
    );
  }

  const newest = items.at(-1);
  const newestIsOwn = !!newest && newest.userId === user.id && isTempMessage(newest);
  const follows = () => followsNewest(nearBottom.current, newestIsOwn);
  return (
    <Box h="100%" pos="relative">
      {/* Over the (empty) list rather than instead of it: the log stays for what arrives next. */}
      {items.length === 0 && !state.hasMore && <EmptyRoom />}
      {activeRoom?.isDirect && (
        <Suspense fallback={null}>
          <ReceiptFollower
            key={activeRoom.id}
            roomId={activeRoom.id}
            messages={items}
            selfId={user.id}
            onSeen={setSeenId}
          />
        </Suspense>
      )}
      <MessageScroller
        key={state.roomId}
        handle={list}
        messages={items}
        header={context}
        label={m.messages.listLabel}
        follows={follows}
        scrollerRef={setScroller}
        onLayout={onLayout}
        renderMessage={(message) => (
          <>
            <MessageItem
              message={message}
              selfUsername={user.username}
              selfId={user.id}
              now={now}
              // A temporary message the outbox does not know is a photo being uploaded.
              pending={pending.states.get(message.id) ?? (isTempMessage(message) ? 'sending' : undefined)}
              highlighted={message.id === highlight}
            />
            {message.id === seenId && <SeenMark />}
          </>
        )}
      />
    </Box>
  );
}
