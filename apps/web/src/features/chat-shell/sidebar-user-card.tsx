import { VisuallyHidden } from '@mantine/core';
import type { TSessionUser } from '@nahbar/contracts';
import { MemberLine } from '@nahbar/ui';
import { memo } from 'react';
import { UnstyledLink } from '../../components/links';
import { useT } from '../../i18n';

/** The signed-in user's card at the top of the sidebar; it leads to their own profile. */
export const SidebarUserCard = memo(function SidebarUserCard({
  user,
  onNavigate,
}: {
  user: TSessionUser;
  onNavigate?: () => void;
}) {
  const m = useT();
  return (
    <UnstyledLink
      to="/profile/$userId"
      params={{ userId: user.id }}
      onClick={onNavigate}
      p="sm"
      w="100%"
      style={{ borderRadius: 'var(--mantine-radius-md)', background: 'var(--mantine-color-dark-6)' }}
    >
      {/* Named by what it shows (WCAG 2.5.3), with where it leads before it. */}
      <VisuallyHidden>{m.shell.yourProfile}</VisuallyHidden>
      <MemberLine user={user} avatarSize={40} size="md" />
    </UnstyledLink>
  );
});
