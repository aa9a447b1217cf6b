import { Group, Kbd, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { useT } from '../../i18n';
import { COMPOSER_SELECTOR, shortcutList } from './shortcut-list';

function focusComposer(): void {
  const box = document.querySelector<HTMLElement>(COMPOSER_SELECTOR);
  box?.focus();
}

/**
 * The app-wide shortcuts: '?' lists them all, '/' jumps to the message box. Both are ignored
 * while typing in a field (Mantine's default), so they never eat a character of a message.
 */
export function KeyboardShortcuts() {
  const m = useT();
  const [opened, { open, close }] = useDisclosure(false);
  useHotkeys([
    ['shift+?', open],
    ['/', focusComposer],
  ]);
  const platform = typeof navigator === 'undefined' ? '' : navigator.platform;
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={m.shortcuts.title}
      closeButtonProps={{ 'aria-label': m.shortcuts.closeDialog }}
    >
      <Stack gap="sm" component="dl" m={0}>
        {shortcutList(platform).map(({ keys, does }) => (
          <Group key={does} justify="space-between" wrap="nowrap" gap="md">
            <Text component="dt" size="sm">
              {m.shortcuts[does]}
            </Text>
            <Group component="dd" gap={4} m={0} wrap="nowrap">
              {keys.map((key) => (
                <Kbd key={key}>{key}</Kbd>
              ))}
            </Group>
          </Group>
        ))}
      </Stack>
    </Modal>
  );
}
