import { Stack, Text } from '@mantine/core';
import { PageFrame } from '../../components/page-frame';
import { useSession } from '../auth/session';
import { PrivacySectionsData } from './privacy-sections-data';
import { PrivacySectionsRights } from './privacy-sections-rights';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** The privacy policy (accounts spec §2). */
export function PrivacyPolicyPage() {
  const { user } = useSession();
  // The spec's back link goes to /profile; our profiles live at /profile/{id}, so members go to
  // their own profile and visitors, who have none, to the chat.
  const back = user
    ? { to: '/profile/$userId' as const, params: { userId: user.id }, label: 'Back to profile' }
    : { to: '/chat' as const, label: 'Back to chat' };

  return (
    <PageFrame title="Privacy Policy" back={back}>
      <Stack gap="xl" maw={720}>
        {/* The spec shows the day the page is viewed (accounts spec §2). */}
        <Text size="sm" c="dimmed">
          Last updated: {dateFormat.format(new Date())}
        </Text>
        <PrivacySectionsData />
        <PrivacySectionsRights />
      </Stack>
    </PageFrame>
  );
}
