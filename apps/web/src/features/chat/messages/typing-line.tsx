import { Text } from '@mantine/core';
import { TEXT } from '@nahbar/contracts';
import { useChat } from '../state/chat-context';
import { useFeedState } from '../state/use-room-feed';

/** Who is typing in the room, under the messages (chat spec §2: 'typing...'). */
export function TypingLine() {
  const { feed, members } = useChat();
  const state = useFeedState(feed);
  const names = (state?.typingUserIds ?? []).map(
    (id) => members.find((member) => member.id === id)?.displayName ?? 'Someone',
  );
  const who = names.length > 2 ? `${names.length} people` : names.join(' and ');
  return (
    <Text size="xs" c="dimmed" h={18} px={{ base: 'sm', sm: 'lg' }} truncate data-testid="typing-line">
      {names.length > 0 ? `${who} ${TEXT.chat.typing}` : ''}
    </Text>
  );
}
