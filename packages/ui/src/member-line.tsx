import { Box, Group, type GroupProps, Indicator, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { UserAvatar } from './user-avatar';
import { USER_TEXT_CLASS } from './user-text';

/** What a member line needs of a user: any public user record fits. */
export interface MemberLineUser {
  displayName: string;
  username: string;
  gender?: string | null;
  primaryPhoto?: { photoUrl: string } | null;
}

interface MemberLineProps extends Omit<GroupProps, 'children'> {
  user: MemberLineUser;
  /** The avatar's size in px. */
  avatarSize?: number;
  /** 'sm' in lists (small name, smaller handle); 'md' on cards. */
  size?: 'sm' | 'md';
  /** Stands in for the plain display name, e.g. with a search match marked or a hidden hint. */
  name?: ReactNode;
  /** Stands in for the plain username after the '@'. */
  handle?: ReactNode;
  /**
   * Presence: a teal (online) or grey (offline) dot on the avatar; null while it is unknown (the
   * viewer's own connection is down), a neutral dot that claims neither; none when undefined.
   */
  online?: boolean | null;
  /** On the name's line, after it ("(you)"). */
  nameAside?: ReactNode;
  /** On the handle's line, after it (a distance badge). */
  handleAside?: ReactNode;
  /** The name's weight: a selected row may show it bolder. */
  nameWeight?: number;
  /** At the end of the row (a button, a badge). */
  trailing?: ReactNode;
  /** Lines under the handle (the start of a bio). */
  children?: ReactNode;
}

const TEXT_SIZES = { sm: { name: 'sm', handle: 'xs' }, md: { name: 'md', handle: 'sm' } } as const;

/**
 * A member as lists and cards show them: avatar (with an optional presence dot), display name
 * and @handle, and room for what a place adds. The avatar is hidden from screen readers: the
 * name beside it already says who it is.
 */
export function MemberLine({
  user,
  avatarSize = 32,
  size = 'sm',
  name,
  handle,
  online,
  nameAside,
  handleAside,
  nameWeight,
  trailing,
  children,
  ...group
}: MemberLineProps) {
  const sizes = TEXT_SIZES[size];
  const offline = online === false;
  const avatar = (
    <UserAvatar
      name={user.displayName}
      gender={user.gender}
      photoUrl={user.primaryPhoto?.photoUrl}
      size={avatarSize}
      style={offline ? { opacity: 0.6 } : undefined}
      aria-hidden
    />
  );
  return (
    <Group gap="sm" wrap="nowrap" {...group}>
      {online === undefined ? (
        avatar
      ) : (
        <Indicator
          color={online === null ? 'dark.3' : online ? 'teal' : 'gray'}
          position="bottom-end"
          size={10}
          offset={4}
          withBorder
          data-online={online === null ? 'unknown' : online}
        >
          {avatar}
        </Indicator>
      )}
      <Box miw={0} style={{ flex: 1 }}>
        <Group gap={4} wrap="nowrap">
          <Text
            size={sizes.name}
            fw={nameWeight ?? (size === 'md' ? 600 : 500)}
            truncate
            c={offline ? 'dimmed' : undefined}
            className={USER_TEXT_CLASS}
          >
            {name ?? user.displayName}
          </Text>
          {nameAside}
        </Group>
        {/* The handle keeps its whole width: where it and the aside (a distance badge) do not fit
            on one line, the aside moves to the next one rather than cutting the handle to '…'
            (375 px phones). Only a handle wider than the whole line is cut. */}
        <Group gap={6} wrap="wrap" style={{ rowGap: 2 }} data-handle-line>
          <Text size={sizes.handle} c="dimmed" truncate maw="100%" className={USER_TEXT_CLASS}>
            @{handle ?? user.username}
          </Text>
          {handleAside}
        </Group>
        {children}
      </Box>
      {trailing}
    </Group>
  );
}
