import { Box, Button, Group, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHash, IconLock, IconPlus } from '@tabler/icons-react';
import classes from '../chat.module.css';
import { useChat } from '../state/chat-context';
import { CreateRoomDialog } from './create-room-dialog';

/** The sidebar's rooms (chat spec §2): a lock on private ones, the active one highlighted. */
export function RoomList({ onNavigate }: { onNavigate?: () => void }) {
  const { rooms, roomsLoading, activeRoom, selectRoom } = useChat();
  const [creating, create] = useDisclosure(false);

  return (
    <Stack gap={4}>
      <Button
        variant="light"
        size="xs"
        leftSection={<IconPlus size={16} />}
        onClick={create.open}
        mb={4}
        justify="flex-start"
      >
        Create Room
      </Button>
      {roomsLoading && [0, 1, 2].map((row) => <Skeleton key={row} h={36} radius="md" />)}
      <Box component="ul" aria-label="Rooms" m={0} p={0} style={{ listStyle: 'none' }}>
        {rooms.map((room) => {
          const active = room.id === activeRoom?.id;
          const Icon = room.isPrivate ? IconLock : IconHash;
          return (
            <li key={room.id}>
              <UnstyledButton
                w="100%"
                px="sm"
                py={8}
                className={active ? classes.active : classes.hoverable}
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
                aria-current={active ? 'true' : undefined}
                aria-label={room.isPrivate ? `${room.name} (private room)` : room.name}
                onClick={() => {
                  selectRoom(room.id, room.name);
                  onNavigate?.();
                }}
              >
                <Group gap="xs" wrap="nowrap">
                  <Icon size={16} stroke={1.75} aria-hidden style={{ flexShrink: 0, opacity: 0.8 }} />
                  <Text size="sm" fw={active ? 600 : 400} truncate>
                    {room.name}
                  </Text>
                </Group>
              </UnstyledButton>
            </li>
          );
        })}
      </Box>
      <CreateRoomDialog
        opened={creating}
        onClose={create.close}
        onCreated={(room) => {
          selectRoom(room.id, room.name);
          onNavigate?.();
        }}
      />
    </Stack>
  );
}
