import { Box, Center, Stack, Text } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useT } from '../../../i18n';

/** A room without messages yet invites the first one instead of showing nothing. */
export function EmptyRoom() {
  const m = useT();
  return (
    <Center pos="absolute" inset={0} p="md" style={{ pointerEvents: 'none' }} data-testid="empty-room">
      <Stack align="center" gap="xs">
        <Box c="dark.2">
          <IconMessageCircle size={48} stroke={1.25} aria-hidden />
        </Box>
        <Text c="dimmed" ta="center">
          {m.messages.empty}
        </Text>
      </Stack>
    </Center>
  );
}
