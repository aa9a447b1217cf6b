import { Group, Stack } from '@mantine/core';
import { MemberLine, type MemberLineUser } from '@nahbar/ui';
import type { ReactNode } from 'react';
import classes from './friends.module.css';

/** A list of members, one row each, as the tabs of /friends show them. */
export function PersonList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" gap={0} className={classes.list} aria-label={label}>
      {children}
    </Stack>
  );
}

interface PersonRowProps {
  user: MemberLineUser;
  /** Presence dot; none when the list does not know it. */
  online?: boolean;
  /** Under the handle, e.g. the start of a bio. */
  details?: ReactNode;
  /** The row's buttons or badge; they move under the member on a narrow screen. */
  actions: ReactNode;
}

export function PersonRow({ user, online, details, actions }: PersonRowProps) {
  return (
    <Group component="li" className={classes.row} justify="space-between" gap="xs" py="sm" wrap="wrap">
      <MemberLine user={user} online={online} avatarSize={40} style={{ flex: '1 1 9rem', minWidth: 0 }}>
        {details}
      </MemberLine>
      <Group gap="xs" wrap="nowrap" ml="auto">
        {actions}
      </Group>
    </Group>
  );
}
