import { Group, Loader, Text } from '@mantine/core';
import { ButtonLink } from '../../components/links';
import { serverErrorText, serverTextKey, useT } from '../../i18n';
import { trpc } from '../../lib/trpc';
import { DoneNote } from './done-note';
import { EmailCard } from './email-card';
import { LinkInvalid } from './link-invalid';
import { oncePerKey } from './once-per-key';
import { useMailToken } from './use-mail-token';
import { useOnceCall } from './use-once-call';

/** A verification link is spent by its first use: one call per token for the life of the page. */
const verifyOnce = oncePerKey<{ email: string }>();

/**
 * Where a verification link leads (`/verify-email#token=…`): confirms the address as it opens,
 * signed in or not. Opening the link is the member's act of confirming; only the reset and
 * unsubscribe pages wait for a button, as they change more than a confirmation.
 */
export function VerifyEmailPage() {
  const m = useT();
  const token = useMailToken();
  const utils = trpc.useUtils();
  const call = useOnceCall(verifyOnce, token, async () => {
    const answer = await utils.client.auth.verifyEmail.mutate({ token: token ?? '' });
    // A signed-in member's account tab shows the new address at once.
    void utils.account.emailStatus.invalidate();
    return answer;
  });
  const invalid =
    token === null || (call.status === 'error' && serverTextKey(call.error) === 'email.linkInvalid');

  return (
    <EmailCard title={m.emailPages.verifyTitle}>
      {invalid ? (
        <LinkInvalid
          next={{ to: '/settings', search: { tab: 'account' }, label: m.emailPages.openEmailSettings }}
        />
      ) : call.status === 'pending' ? (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{m.emailPages.verifying}</Text>
        </Group>
      ) : call.status === 'success' ? (
        <>
          <DoneNote>{m.emailPages.verified(call.data.email)}</DoneNote>
          <Group>
            <ButtonLink to="/">{m.emailPages.toChat}</ButtonLink>
          </Group>
        </>
      ) : (
        // The server's reason when it gave one: the address taken by another account meanwhile, say.
        <Text role="alert" c="red.4">
          {serverErrorText(m, call.error) ?? m.emailPages.failed}
        </Text>
      )}
    </EmailCard>
  );
}
