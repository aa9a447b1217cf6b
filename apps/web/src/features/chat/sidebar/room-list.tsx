import { Box, Button, Group, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { USER_TEXT_CLASS } from '@nahbar/ui';
import { IconHash, IconLock, IconPlus } from '@tabler/icons-react';
import { LazyDialog } from '../../../components/lazy-dialog';
import { useT } from '../../../i18n';
import classes from '../chat.module.css';
import { useChat } from '../provider/chat-context';
import { UnreadBadge, unreadBadgeId } from './unread-badge';

const loadCreateRoomDialog = () => import('./create-room-dialog').then((module) => module.CreateRoomDialog);

/** The sidebar's rooms (chat spec §2): a lock on private ones, the active one highlighted. */
export function RoomList({ onNavigate }: { onNavigate?: () => void }) {
  const m = useT();
  const { rooms, roomsLoading, activeRoom, selectRoom, unread, notificationLevels } = useChat();
  const [creating, create] = useDisclosure(false);

  return (
    <Stack gap={4}>
      {/* A bordered, centred button: unlike the orange-tinted row of the selected room. */}
      <Button variant="default" size="sm" leftSection={<IconPlus size={16} />} onClick={create.open} mb={4}>
        {m.sidebar.createRoom}
      </Button>
      {roomsLoading && [0, 1, 2].map((row) => <Skeleton key={row} h={36} radius="md" />)}
      <Box component="ul" aria-label={m.sidebar.rooms} m={0} p={0} style={{ listStyle: 'none' }}>
        {rooms.map((room) => {
          const active = room.id === activeRoom?.id;
          const Icon = room.isPrivate ? IconLock : IconHash;
          const unreadHere = active ? undefined : unread.find((entry) => entry.roomId === room.id);
          return (
            // The badge sits over the row's end, outside the button: its digits are no part of the name.
            <li key={room.id} style={{ position: 'relative' }}>
              <UnstyledButton
                w="100%"
                pl="sm"
                pr={unreadHere ? 64 : 'sm'}
                py={8}
                className={active ? classes.active : classes.hoverable}
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
                aria-current={active ? 'true' : undefined}
                aria-label={room.isPrivate ? m.sidebar.privateRoomLabel(room.name) : room.name}
                aria-describedby={unreadHere ? unreadBadgeId(room.id) : undefined}
                onClick={() => {
                  selectRoom(room.id, room.name);
                  onNavigate?.();
                }}
              >
                <Group gap="xs" wrap="nowrap">
                  <Icon size={16} stroke={1.75} aria-hidden style={{ flexShrink: 0, opacity: 0.8 }} />
                  <Text size="sm" fw={active || unreadHere ? 600 : 400} truncate className={USER_TEXT_CLASS}>
                    {room.name}
                  </Text>
                </Group>
              </UnstyledButton>
              {unreadHere && (
                <Box
                  pos="absolute"
                  right={8}
                  top="50%"
                  style={{ transform: 'translateY(-50%)', pointerEvents: 'none' }}
                >
                  <UnreadBadge unread={unreadHere} level={notificationLevels.levelOf(room.id)} />
                </Box>
              )}
            </li>
          );
        })}
      </Box>
      <LazyDialog load={loadCreateRoomDialog} opened={creating} onClose={create.close}>
        {(CreateRoomDialog, shown) => (
          <CreateRoomDialog
            opened={shown}
            onClose={create.close}
            onCreated={(room) => {
              selectRoom(room.id, room.name);
              onNavigate?.();
            }}
          />
        )}
      </LazyDialog>
    </Stack>
  );
}
