import { Center, Loader, Stack, Text } from '@mantine/core';
import { TEXT, type TMessage } from '@nahbar/contracts';
import { useCallback, useMemo, useRef } from 'react';
import { Virtuoso, type VirtuosoHandle } from 'react-virtuoso';
import { useTempPhotos } from '../photos/use-photo-uploads';
import { isTempMessage, withPending } from '../rules/message-merge';
import { followOutputMode } from '../rules/scroll-rules';
import { useChat } from '../state/chat-context';
import { useFeedState } from '../state/use-room-feed';
import { MessageItem } from './message-item';
import { type ListHeaderContext, MessageListHeader } from './message-list-header';
import { useKeyboardFollow } from './use-keyboard-follow';
import { useMessageTarget } from './use-message-target';
import { useNow } from './use-now';
import { usePendingMessages } from './use-pending-messages';
import { useScrollControl } from './use-scroll-control';

const COMPONENTS = { Header: MessageListHeader };

/** Texts from the outbox and photos being uploaded, in the order they were written. */
function byCreation(temps: TMessage[]): TMessage[] {
  return temps.length < 2 ? temps : temps.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/**
 * The active room's messages, newest at the bottom, virtualised so thousands stay smooth.
 * Older pages load near the top and are prepended through `firstItemIndex`, so the view does
 * not jump; new messages scroll the list only for a reader near the bottom (chat spec §4).
 */
export function MessageList() {
  const { feed, activeRoom, outbox, photos, user } = useChat();
  const state = useFeedState(feed);
  const now = useNow();
  const list = useRef<VirtuosoHandle>(null);
  const pending = usePendingMessages(outbox, activeRoom?.id, user);
  const tempPhotos = useTempPhotos(photos, activeRoom?.id);
  const items = useMemo(
    () => withPending(state?.messages ?? [], byCreation([...pending.messages, ...tempPhotos])),
    [state?.messages, pending.messages, tempPhotos],
  );
  const { nearBottom, setScroller, checkShort, onAtBottom, jumped } = useScrollControl(feed);
  const highlight = useMessageTarget(feed, items, list, jumped);

  useKeyboardFollow(() => {
    if (nearBottom.current) list.current?.scrollToIndex({ index: 'LAST', align: 'end' });
  });

  const loadOlder = useCallback(() => void feed?.loadOlder(), [feed]);
  const context = useMemo<ListHeaderContext>(
    () => ({ hasMore: state?.hasMore ?? false, loadingOlder: state?.loadingOlder ?? false, loadOlder }),
    [state?.hasMore, state?.loadingOlder, loadOlder],
  );

  if (!state || (state.status !== 'ready' && state.messages.length === 0)) {
    return (
      <Center h="100%" role="status">
        {state?.status === 'error' ? (
          <Text c="dimmed">{TEXT.fetching.moreMessages}</Text>
        ) : (
          <Stack align="center" gap="xs">
            <Loader size="sm" />
            <Text c="dimmed">{TEXT.chat.loadingMessages}</Text>
          </Stack>
        )}
      </Center>
    );
  }

  const newest = items.at(-1);
  const newestIsOwn = !!newest && newest.userId === user.id && isTempMessage(newest);
  return (
    <Virtuoso<TMessage, ListHeaderContext>
      key={state.roomId}
      ref={list}
      style={{ height: '100%' }}
      data={items}
      context={context}
      firstItemIndex={state.firstItemIndex}
      initialTopMostItemIndex={{ index: Math.max(0, items.length - 1), align: 'end' }}
      alignToBottom
      followOutput={() => followOutputMode(nearBottom.current, newestIsOwn)}
      scrollerRef={setScroller}
      totalListHeightChanged={checkShort}
      atBottomStateChange={onAtBottom}
      computeItemKey={(_, message) => message.clientMessageId ?? message.id}
      increaseViewportBy={{ top: 600, bottom: 300 }}
      components={COMPONENTS}
      itemContent={(_, message) => (
        <MessageItem
          message={message}
          selfUsername={user.username}
          now={now}
          // A temporary message the outbox does not know is a photo being uploaded.
          pending={pending.states.get(message.id) ?? (isTempMessage(message) ? 'sending' : undefined)}
          highlighted={message.id === highlight}
        />
      )}
      role="log"
      aria-label="Messages"
      tabIndex={0}
    />
  );
}
