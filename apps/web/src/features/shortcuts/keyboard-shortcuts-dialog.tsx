import { Group, Kbd, Modal, Stack, Text } from '@mantine/core';
import { useT } from '../../i18n';
import { shortcutList } from './shortcut-list';

/** The list of shortcuts '?' opens (fetched the first time it does). */
export function KeyboardShortcutsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const m = useT();
  const platform = typeof navigator === 'undefined' ? '' : navigator.platform;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
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
