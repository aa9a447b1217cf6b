import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@nahbar/contracts';

export type ToastTone = 'info' | 'success' | 'danger';

const COLOR: Record<ToastTone, string> = { info: 'blue', success: 'teal', danger: 'red' };

export interface ToastOptions {
  title?: string;
  message: string;
  tone?: ToastTone;
  /** A button in the toast (chat spec: a toast that carries a roomId switches to that room). */
  action?: { label: string; onClick: () => void };
  /** How long it stays; false: until closed (an urgent notification). Defaults to 5 s. */
  durationMs?: number | false;
}

/** A toast at the bottom right, 5 s (chat spec §8), one at a time (the provider's limit). */
export function showToast({ title, message, tone = 'info', action, durationMs }: ToastOptions): void {
  const id = `chat-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  notifications.show({
    id,
    title,
    color: COLOR[tone],
    autoClose: durationMs ?? TOAST_DURATION_MS,
    message: action ? (
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text size="sm" miw={0}>
          {message}
        </Text>
        {/* The text wraps; the button keeps its full width instead of being cut. */}
        <Button
          size="xs"
          variant="light"
          style={{ flexShrink: 0 }}
          onClick={() => {
            notifications.hide(id);
            action.onClick();
          }}
        >
          {action.label}
        </Button>
      </Group>
    ) : (
      message
    ),
  });
}
