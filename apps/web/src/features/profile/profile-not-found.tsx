import { Stack, Text, Title } from '@mantine/core';
import { IconUserQuestion } from '@tabler/icons-react';
import { ButtonLink } from '../../components/links';
import { useT } from '../../i18n';

/** Accounts spec §2: no such member (or none the viewer may see), with a way back. */
export function ProfileNotFound() {
  const m = useT();
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <IconUserQuestion size={48} stroke={1.5} aria-hidden />
      <Title order={2} size="h3">
        {m.profile.notFound}
      </Title>
      <Text c="dimmed" maw={420}>
        {m.profile.notFoundDetail}
      </Text>
      <ButtonLink to="/chat" variant="light" mt="sm">
        {m.pages.backToChat}
      </ButtonLink>
    </Stack>
  );
}
