import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { PageFrame } from '../../components/page-frame';
import { useLocale, useT } from '../../i18n';
import { useSession } from '../auth/session';
import { PrivacySectionsData } from './privacy-sections-data';
import { PrivacySectionsRights } from './privacy-sections-rights';

/** The privacy policy (accounts spec §2). */
export function PrivacyPolicyPage() {
  const m = useT();
  const { intlLocale } = useLocale();
  const { user } = useSession();
  // The spec's back link goes to /profile; our profiles live at /profile/{id}, so members go to
  // their own profile and visitors, who have none, to the chat.
  const back = user
    ? { to: '/profile/$userId' as const, params: { userId: user.id }, label: m.pages.backToProfile }
    : { to: '/chat' as const, label: m.pages.backToChat };
  // The spec shows the day the page is viewed (accounts spec §2).
  const today = useMemo(
    () =>
      new Intl.DateTimeFormat(intlLocale, { day: 'numeric', month: 'long', year: 'numeric' }).format(
        new Date(),
      ),
    [intlLocale],
  );

  return (
    <PageFrame title={m.privacyPolicy.title} back={back}>
      <Stack gap="xl" maw={720}>
        <Text size="sm" c="dimmed">
          {m.privacyPolicy.lastUpdated(today)}
        </Text>
        <PrivacySectionsData />
        <PrivacySectionsRights />
      </Stack>
    </PageFrame>
  );
}
