import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import { serverErrorText, useT } from '../../../i18n';
import { trpc } from '../../../lib/trpc';
import { showToast } from '../../../toasts';
import { firstPublicRoom } from '../active-room/active-room';
import { useChat } from '../provider/chat-context';
import type { LeaveCase } from './leave-room-rules';

export interface LeavingRoom {
  roomId: string;
  roomName: string;
  leaveCase: LeaveCase;
}

interface LeaveRoomDialogProps {
  /** The room to leave; the dialog is open while it is set. */
  room: LeavingRoom | null;
  onClose: () => void;
}

/** Leaving a room from the room menu asks first, saying what leaving this room does. */
export function LeaveRoomDialog({ room: asked, onClose }: LeaveRoomDialogProps) {
  const m = useT();
  // The room stays named while the dialog fades out after `room` went back to null.
  const kept = useRef(asked);
  if (asked !== null) kept.current = asked;
  const room = kept.current;
  const utils = trpc.useUtils();
  const { rooms, activeRoom, selectRoom } = useChat();
  const leave = trpc.rooms.leave.useMutation();
  const t = m.chat;
  const body = (leaveCase: LeaveCase, isPrivate: boolean) => {
    if (leaveCase === 'last') return [t.leaveRoomLast];
    const rest = isPrivate ? t.leaveRoomPrivate : t.leaveRoomPublic;
    return leaveCase === 'handOver' ? [t.leaveRoomHandOver, rest] : [rest];
  };
  const listed = room && rooms.find((r) => r.id === room.roomId);
  const confirm = () => {
    if (!room) return;
    leave.mutate(
      { roomId: room.roomId },
      {
        onSuccess: () => {
          // Out of the room before the lists change: an open public room one is not in is joined.
          if (activeRoom?.id === room.roomId) {
            const next = firstPublicRoom(rooms.filter((r) => r.id !== room.roomId));
            selectRoom(next?.id ?? null, next?.name);
          }
          onClose();
          showToast({ title: t.leftRoom, message: t.leftRoomDetail(room.roomName), tone: 'success' });
          void utils.chatData.get.invalidate();
        },
        onError: (error) =>
          showToast({
            title: t.leaveRoomFailed,
            message: serverErrorText(m, error) ?? t.leaveRoomFailed,
            tone: 'danger',
          }),
      },
    );
  };
  return (
    <Modal
      opened={asked !== null}
      onClose={onClose}
      title={room ? t.leaveRoomTitle(room.roomName) : ''}
      centered
    >
      <Stack gap="xs">
        {room &&
          body(room.leaveCase, listed?.isPrivate ?? false).map((text) => (
            <Text key={text} size="sm">
              {text}
            </Text>
          ))}
      </Stack>
      <Group justify="flex-end" gap="xs" mt="lg">
        {/* Staying is the safe choice, so it has the focus first. */}
        <Button variant="default" onClick={onClose} data-autofocus>
          {t.stayInRoom}
        </Button>
        <Button color="red" loading={leave.isPending} onClick={confirm}>
          {t.leaveRoom}
        </Button>
      </Group>
    </Modal>
  );
}
