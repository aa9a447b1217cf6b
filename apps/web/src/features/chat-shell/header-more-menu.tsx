import { ActionIcon } from '@mantine/core';
import { LOCALE_NAMES, LOCALES } from '@nahbar/contracts';
import { LazyMenu } from '@nahbar/ui';
import {
  IconCheck,
  IconDots,
  IconLanguage,
  IconLogout,
  IconSettings,
  IconShieldLock,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { setLocale, useLocale, useT } from '../../i18n';
import { RoomLevelItems } from '../chat/notification-level/room-level-menu';

const ICON = { size: 18, stroke: 1.75 } as const;

interface HeaderMoreMenuProps {
  isAdmin: boolean;
  onLogout: () => void;
  loggingOut: boolean;
  levelRoomId: string | null;
  onLeave?: (() => void) | undefined;
}

/**
 * On phones the header keeps the members button and the bell and puts friends, settings, the
 * language, admin and logout behind one button, so the room's name keeps room to be read.
 */
export function HeaderMoreMenu({ isAdmin, onLogout, loggingOut, levelRoomId, onLeave }: HeaderMoreMenuProps) {
  const m = useT();
  const { locale } = useLocale();
  const navigate = useNavigate();
  return (
    <LazyMenu
      position="bottom-end"
      shadow="md"
      width={240}
      withinPortal
      target={
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={m.shell.more} loading={loggingOut}>
          <IconDots size={20} stroke={1.75} />
        </ActionIcon>
      }
    >
      {(Menu) => (
        <>
          <Menu.Item
            leftSection={<IconUsersGroup {...ICON} />}
            onClick={() => void navigate({ to: '/friends' })}
          >
            {m.shell.friends}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconSettings {...ICON} />}
            onClick={() => void navigate({ to: '/settings' })}
          >
            {m.shell.settings}
          </Menu.Item>
          {isAdmin && (
            <Menu.Item
              leftSection={<IconShieldLock {...ICON} />}
              onClick={() => void navigate({ to: '/admin' })}
            >
              {m.shell.admin}
            </Menu.Item>
          )}
          {levelRoomId && (
            <>
              <Menu.Divider />
              <RoomLevelItems roomId={levelRoomId} Menu={Menu} onLeave={onLeave} />
            </>
          )}
          <Menu.Divider />
          <Menu.Label>{m.common.language}</Menu.Label>
          {LOCALES.map((option) => (
            <Menu.Item
              key={option}
              lang={option}
              leftSection={<IconLanguage {...ICON} />}
              onClick={() => setLocale(option)}
              aria-current={option === locale ? 'true' : undefined}
              rightSection={option === locale ? <IconCheck size={16} aria-hidden /> : null}
            >
              {LOCALE_NAMES[option]}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item leftSection={<IconLogout {...ICON} />} onClick={onLogout}>
            {m.shell.logOut}
          </Menu.Item>
        </>
      )}
    </LazyMenu>
  );
}
