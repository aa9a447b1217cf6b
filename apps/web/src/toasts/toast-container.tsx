import { Button, Group, Notification, Portal, Text } from '@mantine/core';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { SWIPE_DISMISS_PX, swipeOffset } from './swipe';
import { dismissToast, holdToast, releaseToast, type Toast, type ToastTone } from './toast-store';
import classes from './toasts.module.css';

const COLOR: Record<ToastTone, string> = { info: 'blue', success: 'teal', warning: 'orange', danger: 'red' };

/** Where toasts show (chat spec §2): bottom right, newest on top, at most the spec's number. */
export function ToastContainer({ toasts }: { toasts: readonly Toast[] }) {
  if (toasts.length === 0) return null;
  return (
    <Portal>
      <div className={classes.toasts}>
        {toasts.map((toast) => (
          <ToastCard key={toast.id} toast={toast} />
        ))}
      </div>
    </Portal>
  );
}

function ToastCard({ toast }: { toast: Toast }) {
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);
  // Its time counts from when the member can see it: a toast raised while this chunk was still
  // on its way gets its whole 5 s.
  useEffect(() => releaseToast(toast.id), [toast.id]);

  // Chat spec §9: a swipe of 50 px to the right dismisses; a shorter one springs back.
  const swipe = {
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
      if ((event.target as HTMLElement).closest('button')) return;
      start.current = event.clientX;
      event.currentTarget.setPointerCapture(event.pointerId);
    },
    onPointerMove: (event: PointerEvent<HTMLDivElement>) => {
      if (start.current !== null) setOffset(swipeOffset(start.current, event.clientX));
    },
    onPointerUp: (event: PointerEvent<HTMLDivElement>) => {
      if (start.current === null) return;
      const moved = swipeOffset(start.current, event.clientX);
      start.current = null;
      if (moved >= SWIPE_DISMISS_PX) dismissToast(toast.id);
      else setOffset(0);
    },
    onPointerCancel: () => {
      start.current = null;
      setOffset(0);
    },
  };

  return (
    <Notification
      className={classes.toast}
      title={toast.title}
      color={COLOR[toast.tone]}
      onClose={() => dismissToast(toast.id)}
      onMouseEnter={() => holdToast(toast.id)}
      onMouseLeave={() => releaseToast(toast.id)}
      style={offset > 0 ? { transform: `translateX(${offset}px)`, opacity: 1 - offset / 200 } : undefined}
      {...swipe}
    >
      {toast.action ? <WithAction toast={toast} action={toast.action} /> : toast.message}
    </Notification>
  );
}

function WithAction({ toast, action }: { toast: Toast; action: NonNullable<Toast['action']> }) {
  return (
    <Group gap="xs" justify="space-between" wrap="nowrap">
      <Text size="sm" miw={0}>
        {toast.message}
      </Text>
      {/* The text wraps; the button keeps its full width instead of being cut. */}
      <Button
        size="xs"
        variant="light"
        style={{ flexShrink: 0 }}
        onClick={() => {
          dismissToast(toast.id);
          action.onClick();
        }}
      >
        {action.label}
      </Button>
    </Group>
  );
}
