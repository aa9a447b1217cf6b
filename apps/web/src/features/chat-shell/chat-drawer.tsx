import { Drawer } from '@mantine/core';
import type { KeyboardEvent, ReactNode } from 'react';

/**
 * Escape closes a drawer only when pressed in it. Mantine's own handler listens on the window, so
 * Escape in a dialog or menu opened from the drawer (create room, a member's menu) would close
 * the drawer as well, and focus could not return to the button that opened the dialog.
 */
function escapeInside(close: () => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (
      event.key === 'Escape' &&
      event.target instanceof Node &&
      event.currentTarget.contains(event.target)
    ) {
      close();
    }
  };
}

interface ChatDrawerProps {
  opened: boolean;
  onClose: () => void;
  position: 'left' | 'right';
  /** The drawer's name for screen readers. */
  label: string;
  children: ReactNode;
}

/**
 * The chat screen's drawers below the desktop width: the sidebar from the left on phones, the
 * members from the right on phones and tablets. A chunk of its own (with Mantine's drawer and its
 * scroll area), fetched once the screen is up or when one first opens.
 */
export function ChatDrawer({ opened, onClose, position, label, children }: ChatDrawerProps) {
  return (
    <Drawer.Root
      opened={opened}
      onClose={onClose}
      position={position}
      closeOnEscape={false}
      size={300}
      padding={0}
    >
      <Drawer.Overlay />
      <Drawer.Content aria-label={label} bg="dark.8" onKeyDown={escapeInside(onClose)}>
        <Drawer.Body h="100%" p={0}>
          {children}
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
