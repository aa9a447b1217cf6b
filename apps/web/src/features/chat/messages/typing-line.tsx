import { Text } from '@mantine/core';
import { useT } from '../../../i18n';
import { useFeedState } from '../feed/use-room-feed';
import { useChat } from '../provider/chat-context';
import { typingText } from './typing-text';

/** Who is typing in the room, under the messages (chat spec §2: 'typing...'). */
export function TypingLine() {
  const m = useT();
  const { feed, members } = useChat();
  const state = useFeedState(feed);
  const names = (state?.typingUserIds ?? []).map(
    (id) => members.find((member) => member.id === id)?.displayName ?? m.messages.someone,
  );
  return (
    <Text size="xs" c="dimmed" h={18} px={{ base: 'sm', sm: 'lg' }} truncate data-testid="typing-line">
      {typingText(m, names)}
    </Text>
  );
}
