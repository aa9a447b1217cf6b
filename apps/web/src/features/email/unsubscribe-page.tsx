import { Button, Group, Text } from '@mantine/core';
import { TextLink } from '../../components/links';
import { serverErrorText, serverTextKey, useT } from '../../i18n';
import { trpc } from '../../lib/trpc';
import { showFailureToast } from '../../toasts';
import { EMAIL_SWITCH_LABEL } from '../settings/notifications/email-switch-label';
import { DoneNote } from './done-note';
import { EmailCard } from './email-card';
import { LinkInvalid } from './link-invalid';
import { useMailToken } from './use-mail-token';

/**
 * Where a mail's unsubscribe link leads (`/unsubscribe#token=…`). Nothing happens until the
 * button is pressed: mail scanners open links to look at them. (Mail programs use the one-click
 * API address of the mail's List-Unsubscribe header instead, RFC 8058.)
 */
export function UnsubscribePage() {
  const m = useT();
  const token = useMailToken();
  const unsubscribe = trpc.mail.unsubscribe.useMutation({
    onError: (error) => {
      if (serverTextKey(error) !== 'email.linkInvalid')
        showFailureToast(m.emailPages.failed, serverErrorText(m, error), {
          key: 'unsubscribe',
          screenOnly: true,
        });
    },
  });
  const invalid = token === null || serverTextKey(unsubscribe.error) === 'email.linkInvalid';
  const settingsLink = (
    <TextLink to="/settings" search={{ tab: 'notifications' }} size="sm">
      {m.emailPages.notificationSettings}
    </TextLink>
  );

  return (
    <EmailCard title={m.emailPages.unsubscribeTitle}>
      {invalid ? (
        <LinkInvalid
          next={{
            to: '/settings',
            search: { tab: 'notifications' },
            label: m.emailPages.notificationSettings,
          }}
        />
      ) : unsubscribe.data ? (
        <>
          <DoneNote>{m.emailPages.unsubscribed(EMAIL_SWITCH_LABEL[unsubscribe.data.switch](m))}</DoneNote>
          {settingsLink}
        </>
      ) : (
        <>
          <Text>{m.emailPages.unsubscribeIntro}</Text>
          <Group>
            <Button loading={unsubscribe.isPending} onClick={() => token && unsubscribe.mutate({ token })}>
              {m.emailPages.unsubscribe}
            </Button>
          </Group>
          {settingsLink}
        </>
      )}
    </EmailCard>
  );
}
