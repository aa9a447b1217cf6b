import { Group, Kbd, Text } from '@mantine/core';
import { useT } from '../../i18n';

/** How to use the dialog from the keyboard; phones have none, so the hints show from tablets up. */
export function KeyboardHints() {
  const m = useT();
  const hints = [
    { keys: ['↑', '↓'], text: m.search.hintMove },
    { keys: ['↵'], text: m.search.hintOpen },
    { keys: ['Esc'], text: m.search.hintClose },
  ];
  return (
    <Group gap="lg" justify="center" visibleFrom="sm" pt={4}>
      {hints.map(({ keys, text }) => (
        <Group key={text} gap={4} wrap="nowrap">
          {keys.map((key) => (
            <Kbd key={key} size="sm">
              {key}
            </Kbd>
          ))}
          <Text size="xs" c="dimmed">
            {text}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
