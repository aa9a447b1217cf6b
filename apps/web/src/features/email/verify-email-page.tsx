import { Button, Group, Text } from '@mantine/core';
import { useRef } from 'react';
import { ButtonLink } from '../../components/links';
import { serverErrorText, serverTextKey, useT } from '../../i18n';
import { trpc } from '../../lib/trpc';
import { DoneNote } from './done-note';
import { EmailCard } from './email-card';
import { LinkInvalid } from './link-invalid';
import { useMailToken } from './use-mail-token';

/**
 * Where a verification link leads (`/verify-email#token=…`), signed in or not. Nothing happens
 * until the button is pressed: mail scanners open links and run their scripts, and confirming on
 * opening would let a scanner confirm an address someone else's account asked for.
 */
export function VerifyEmailPage() {
  const m = useT();
  const token = useMailToken();
  const utils = trpc.useUtils();
  const verify = trpc.auth.verifyEmail.useMutation({
    // A signed-in member's account tab shows the new address at once.
    onSuccess: () => void utils.account.emailStatus.invalidate(),
  });
  // The link is spent by its first use: one call per press, even when a double click comes
  // before the button shows it is busy (the mutation's state reaches the page a tick later).
  const sending = useRef(false);
  const confirm = () => {
    if (!token || sending.current) return;
    sending.current = true;
    verify.mutate(
      { token },
      {
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };
  const invalid = token === null || serverTextKey(verify.error) === 'email.linkInvalid';

  return (
    <EmailCard title={m.emailPages.verifyTitle}>
      {invalid ? (
        <LinkInvalid
          next={{ to: '/settings', search: { tab: 'account' }, label: m.emailPages.openEmailSettings }}
        />
      ) : verify.data ? (
        <>
          <DoneNote>{m.emailPages.verified(verify.data.email)}</DoneNote>
          <Group>
            <ButtonLink to="/">{m.emailPages.toChat}</ButtonLink>
          </Group>
        </>
      ) : (
        <>
          <Text>{m.emailPages.verifyIntro}</Text>
          {verify.error && (
            // The server's reason when it gave one: the address taken by another account meanwhile, say.
            <Text role="alert" c="red.4">
              {serverErrorText(m, verify.error) ?? m.emailPages.failed}
            </Text>
          )}
          <Group>
            <Button loading={verify.isPending} onClick={confirm}>
              {m.emailPages.confirmAddress}
            </Button>
          </Group>
        </>
      )}
    </EmailCard>
  );
}
