import { Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { TDistanceRecord, TPublicUser } from '@nahbar/contracts';
import { DistanceBadge, LazyMenu, MemberLine } from '@nahbar/ui';
import { useT } from '../../../i18n';
import { LazyFriendButton } from '../../friends/lazy-friend-button';
import type { PresenceMark } from '../../presence/presence-rules';
import classes from '../chat.module.css';
import { UserMenuItems } from './user-menu-items';

interface MemberRowProps {
  member: TPublicUser;
  /** Online anywhere in the app, offline, or unknown while one's own connection is down. */
  mark: PresenceMark;
  /** In the room being shown right now (a mark apart from being online). */
  inRoom: boolean;
  isSelf: boolean;
  distance?: TDistanceRecord;
  onDone?: () => void;
}

/**
 * A member of the panel: avatar with presence, names, distance; opens the user menu. Other
 * members have the friend button beside them (chat spec §2, §4).
 */
export function MemberRow({ member, mark, inRoom, isSelf, distance, onDone }: MemberRowProps) {
  const m = useT();
  const presence =
    mark === 'unknown' ? `, ${m.members.statusUnknown}` : m.members.presence(mark === 'online');
  const where = inRoom ? `, ${m.members.inThisRoom}` : '';
  return (
    <Group gap={2} wrap="nowrap">
      <LazyMenu
        position="left-start"
        shadow="md"
        width={200}
        withinPortal
        target={
          <UnstyledButton
            style={{ flex: 1, minWidth: 0, borderRadius: 'var(--mantine-radius-md)' }}
            px="xs"
            py={6}
            className={classes.hoverable}
          >
            <MemberLine
              user={member}
              online={mark === 'unknown' ? null : mark === 'online'}
              name={
                <>
                  {/* The button is named by what it shows (WCAG 2.5.3), presence included: read as
                    one phrase, as a hidden text of its own would be set apart ('Ben , online'). */}
                  <span aria-hidden>{member.displayName}</span>
                  <VisuallyHidden>{`${member.displayName}${presence}${where}`}</VisuallyHidden>
                </>
              }
              nameAside={
                <>
                  {isSelf && (
                    <Text span size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                      {m.members.you}
                    </Text>
                  )}
                  {inRoom && (
                    // Plain text, not a Badge: the panel is on the first screen, and its size budget.
                    <Text
                      span
                      size="xs"
                      c="teal.4"
                      style={{ flexShrink: 0 }}
                      aria-hidden
                      data-testid="in-this-room"
                    >
                      {m.members.inThisRoom}
                    </Text>
                  )}
                </>
              }
              handleAside={
                !isSelf && distance && <DistanceBadge {...distance} size="xs" style={{ flexShrink: 0 }} />
              }
            />
          </UnstyledButton>
        }
      >
        {(Menu) => <UserMenuItems member={member} onDone={onDone} Menu={Menu} />}
      </LazyMenu>
      {!isSelf && <LazyFriendButton member={member} />}
    </Group>
  );
}
