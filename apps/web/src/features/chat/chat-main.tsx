import { Box, Center, Stack, Text } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { memo } from 'react';
import { useT } from '../../i18n';
import { ConnectionBanner } from './banner/connection-banner';
import { Composer } from './composer/composer';
import { MessageList } from './messages/message-list';
import { TypingLine } from './messages/typing-line';
import { useChat } from './provider/chat-context';
import { useTabMarks } from './tab-marks/use-tab-marks';

/**
 * The message area: banner, the list (or 'Select a room to start chatting'), typing, composer.
 * Memoised, as the members panel: the screen around it re-renders on its own state too.
 */
export const ChatMain = memo(function ChatMain() {
  const m = useT();
  const { activeRoom } = useChat();
  // The browser tab's title and icon tell of unread messages while the chat is open.
  useTabMarks();
  return (
    <Box h="100%" style={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <ConnectionBanner />
      <Box style={{ flex: 1, minHeight: 0 }}>
        {activeRoom ? (
          <MessageList />
        ) : (
          <Center h="100%" p="md">
            <Stack align="center" gap="xs">
              <Box c="dark.2">
                <IconMessages size={48} stroke={1.25} aria-hidden />
              </Box>
              <Text c="dimmed" ta="center">
                {m.chat.selectRoomToChat}
              </Text>
            </Stack>
          </Center>
        )}
      </Box>
      {activeRoom && <TypingLine />}
      {activeRoom && <Composer />}
    </Box>
  );
});
