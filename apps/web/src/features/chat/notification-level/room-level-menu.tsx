import { ActionIcon, Text } from '@mantine/core';
import { type Messages, NOTIFICATION_LEVELS, type TNotificationLevel } from '@nahbar/contracts';
import { type FloatingParts, LazyMenu, LazyTooltip } from '@nahbar/ui';
import { IconAt, IconBellOff, IconBellRinging, IconCheck, IconDoorExit } from '@tabler/icons-react';
import { useT } from '../../../i18n';
import { DANGER_ITEM_COLOR } from '../members/user-menu-items';
import { useChat } from '../provider/chat-context';

const ICON = { size: 18, stroke: 1.75 } as const;

const LEVEL_ICON: Record<TNotificationLevel, typeof IconAt> = {
  all: IconBellRinging,
  mentions: IconAt,
  nothing: IconBellOff,
};

function levelText(m: Messages, level: TNotificationLevel): { label: string; hint: string } {
  const t = m.notifications;
  if (level === 'all') return { label: t.levelAll, hint: t.levelAllHint };
  if (level === 'mentions') return { label: t.levelMentions, hint: t.levelMentionsHint };
  return { label: t.levelNothing, hint: t.levelNothingHint };
}

interface RoomItemsProps {
  roomId: string;
  Menu: FloatingParts['Menu'];
  /** Asks to leave the room; left out where the member cannot leave it (a private chat). */
  onLeave?: (() => void) | undefined;
}

/**
 * The room's menu entries (the header menu and 'More'): the three levels, the current one
 * checked, and leaving the room where the member can.
 */
export function RoomLevelItems({ roomId, Menu, onLeave }: RoomItemsProps) {
  const m = useT();
  const { notificationLevels } = useChat();
  const current = notificationLevels.levelOf(roomId);
  return (
    <>
      <Menu.Label>{m.notifications.level}</Menu.Label>
      {NOTIFICATION_LEVELS.map((level) => {
        const Icon = LEVEL_ICON[level];
        const { label, hint } = levelText(m, level);
        return (
          <Menu.Item
            key={level}
            aria-current={level === current ? 'true' : undefined}
            leftSection={<Icon {...ICON} />}
            rightSection={level === current ? <IconCheck size={16} aria-hidden /> : null}
            onClick={() => notificationLevels.setLevel(roomId, level)}
          >
            {label}
            <Text size="xs" c="gray.4" component="span" display="block">
              {hint}
            </Text>
          </Menu.Item>
        );
      })}
      {onLeave && (
        <>
          <Menu.Divider />
          <Menu.Item color={DANGER_ITEM_COLOR} leftSection={<IconDoorExit {...ICON} />} onClick={onLeave}>
            {m.chat.leaveRoom}
          </Menu.Item>
        </>
      )}
    </>
  );
}

/**
 * The room header's menu: its notification level (ours, Element's per-room levels), what this
 * room or chat notifies the member of, and leaving the room. Its icon shows the level chosen.
 */
export function RoomLevelMenu({ roomId, onLeave }: { roomId: string; onLeave?: (() => void) | undefined }) {
  const m = useT();
  const { notificationLevels } = useChat();
  const level = notificationLevels.levelOf(roomId);
  const Icon = LEVEL_ICON[level];
  const name = m.notifications.levelOf(levelText(m, level).label);
  return (
    <LazyMenu
      position="bottom-start"
      shadow="md"
      width={260}
      withinPortal
      target={
        <LazyTooltip label={name} openDelay={700}>
          <ActionIcon
            variant="subtle"
            color={level === 'all' ? undefined : 'gray'}
            size="lg"
            aria-label={name}
            style={{ flexShrink: 0 }}
          >
            <Icon size={20} stroke={1.75} />
          </ActionIcon>
        </LazyTooltip>
      }
    >
      {(Menu) => <RoomLevelItems roomId={roomId} Menu={Menu} onLeave={onLeave} />}
    </LazyMenu>
  );
}
