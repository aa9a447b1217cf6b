import { Badge } from '@mantine/core';
import type { TAdminUser } from '@nahbar/contracts';
import { useLocale, useT } from '../../i18n';

const COLOR = { active: 'teal', warned: 'yellow', muted: 'orange', banned: 'red' } as const;

/** A member's real status (Active, Warned, Muted, Banned), with when a timed measure ends. */
export function MemberStatus({ user }: { user: Pick<TAdminUser, 'status' | 'statusUntil'> }) {
  const m = useT();
  const { intlLocale } = useLocale();
  const t = m.adminPage;
  const label = {
    active: t.statusActive,
    warned: t.statusWarned,
    muted: t.statusMuted,
    banned: t.statusBanned,
  }[user.status];
  const until = user.statusUntil
    ? ` ${t.until(new Intl.DateTimeFormat(intlLocale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(user.statusUntil)))}`
    : '';
  return (
    <Badge color={COLOR[user.status]} variant="light" style={{ textTransform: 'none' }}>
      {label}
      {until}
    </Badge>
  );
}
