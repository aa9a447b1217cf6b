import type { TMessage } from '@nahbar/contracts';
import {
  Fragment,
  type ReactElement,
  type RefObject,
  useCallback,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
} from 'react';
import { type CustomItemComponentProps, Virtualizer, type VirtualizerHandle } from 'virtua';
import classes from '../chat.module.css';
import { type ListHeaderContext, MessageListHeader } from './message-list-header';

/** The list's first row is its header ('Load older messages'); the messages follow it. */
const HEADER = Symbol('header');
const FIRST_MESSAGE_ROW = 1;
/** Rows rendered beyond the screen on either side, in pixels: no blank rows in a quick scroll. */
const BUFFER_PX = 500;
/** How close to the end counts as at the bottom, for keeping a reader there as rows grow. */
const AT_BOTTOM_PX = 2;

/** A row with its place in the list on it: benchmarks read how far a scroll went from it. */
function Row({ index, style, children, ref }: CustomItemComponentProps) {
  return (
    <div ref={ref} style={style} data-row={index}>
      {children}
    </div>
  );
}

/** What the list around the scroller may ask of it. */
export interface MessageScrollerHandle {
  /** Brings the message at this index of the list's messages to the given place on screen. */
  scrollToMessage(index: number, align: 'center' | 'end'): void;
  /** Brings the newest message to the bottom. */
  scrollToNewest(): void;
}

function rowKeyOf(message: TMessage): string {
  return message.clientMessageId ?? message.id;
}

interface MessageScrollerProps {
  handle: RefObject<MessageScrollerHandle | null>;
  messages: readonly TMessage[];
  header: ListHeaderContext;
  label: string;
  /** Whether a new message at the bottom should bring the list down to it (chat spec §4). */
  follows: () => boolean;
  /** Gets the scroller element, to watch its position. */
  scrollerRef: (element: HTMLElement | null) => void;
  /** The rows' or the screen's size changed. */
  onLayout: () => void;
  renderMessage: (message: TMessage) => ReactElement;
}

/**
 * The room's messages, virtualised: only a screenful of rows (and a margin) is in the page,
 * however long the history. Mounted once per room (keyed by it): it opens at the newest message.
 * Older pages arrive at the top with the rows on screen staying where they are (`shift`, which
 * keeps the position from the end); a new message at the bottom is followed when `follows` says
 * so; a row growing at the bottom (a photo loading) keeps a reader who was there at the bottom.
 */
export function MessageScroller({
  handle,
  messages,
  header,
  label,
  follows,
  scrollerRef,
  onLayout,
  renderMessage,
}: MessageScrollerProps) {
  const list = useRef<VirtualizerHandle>(null);
  const rows: readonly (TMessage | typeof HEADER)[] = [HEADER, ...messages];
  const rowCount = useRef(rows.length);
  rowCount.current = rows.length;

  const scrollToNewest = useCallback(() => {
    list.current?.scrollToIndex(rowCount.current - 1, { align: 'end' });
  }, []);
  useImperativeHandle(
    handle,
    () => ({
      scrollToMessage: (index, align) => list.current?.scrollToIndex(index + FIRST_MESSAGE_ROW, { align }),
      scrollToNewest,
    }),
    [scrollToNewest],
  );

  // Older messages came in above the oldest one shown: the position is kept from the end.
  const oldestKey = messages[0] ? rowKeyOf(messages[0]) : undefined;
  const shownOldest = useRef(oldestKey);
  const shift = shownOldest.current !== undefined && oldestKey !== shownOldest.current;
  const newestKey = messages.at(-1) ? rowKeyOf(messages.at(-1) as TMessage) : undefined;
  const shownNewest = useRef(newestKey);
  // Whether the reader stood at the bottom before the rows last changed size.
  const atBottom = useRef(true);

  useLayoutEffect(() => {
    shownOldest.current = oldestKey;
  }, [oldestKey]);

  // The room opens at its newest message.
  useLayoutEffect(() => scrollToNewest(), [scrollToNewest]);

  useLayoutEffect(() => {
    if (newestKey === shownNewest.current) return;
    shownNewest.current = newestKey;
    if (follows()) scrollToNewest();
  }, [newestKey, follows, scrollToNewest]);

  // From the list's own figures: reading the element's would force a layout on every scroll.
  const onScroll = useCallback((offset: number) => {
    const figures = list.current;
    if (figures) atBottom.current = figures.scrollSize - offset - figures.viewportSize <= AT_BOTTOM_PX;
  }, []);

  const onResize = useCallback(() => {
    if (atBottom.current && follows()) scrollToNewest();
    onLayout();
  }, [follows, scrollToNewest, onLayout]);

  return (
    <div
      ref={scrollerRef}
      className={classes.messageScroller}
      data-testid="message-scroller"
      role="log"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the log scrolls by keyboard too
      tabIndex={0}
    >
      <div className={classes.messageScrollerSpacer} />
      <Virtualizer
        ref={list}
        data={rows}
        shift={shift}
        bufferSize={BUFFER_PX}
        item={Row}
        onScroll={onScroll}
        onResize={onResize}
      >
        {(row) =>
          row === HEADER ? (
            <MessageListHeader key="header" context={header} />
          ) : (
            <Fragment key={rowKeyOf(row)}>{renderMessage(row)}</Fragment>
          )
        }
      </Virtualizer>
    </div>
  );
}
