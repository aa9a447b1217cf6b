import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { USER_TEXT_CLASS } from '@nahbar/ui';
import { useLocale, useT } from '../../i18n';
import { trpc } from '../../lib/trpc';
import { banEndText, supportContactHref, supportContactLabel } from './ban-rules';
import { parseSuspension } from './stored-suspension';

/** Asked once a visit: the operators' contact does not change while the server runs. */
const ONCE = { staleTime: Number.POSITIVE_INFINITY, retry: false } as const;

/**
 * The ban screen's content (issue 32): the reason the moderator gave, until when the ban holds
 * (or that it holds until lifted), and how to reach the operators when they named a way
 * (`SUPPORT_CONTACT`). A ban that ended the session live names no details: the next sign-in does.
 * `stored` is what suspended-notice.tsx keeps.
 */
export function BanPanel({ stored }: { stored: string }) {
  const m = useT();
  const details = parseSuspension(stored);
  const { intlLocale } = useLocale();
  const support = trpc.auth.supportContact.useQuery(undefined, ONCE);
  const contact = support.data?.contact ?? null;
  const end = details ? banEndText(details.until, intlLocale) : null;
  return (
    <Alert color="red" variant="light" title={m.auth.accountSuspended} role="alert" mb="md">
      <Stack gap={6}>
        {details ? (
          <>
            {details.reason && (
              <Text size="sm" className={USER_TEXT_CLASS} style={{ overflowWrap: 'anywhere' }}>
                {m.suspension.reason(details.reason)}
              </Text>
            )}
            <Text size="sm">{end ? m.suspension.until(end) : m.suspension.untilLifted}</Text>
          </>
        ) : (
          <Text size="sm">{m.suspension.endedWhileSignedIn}</Text>
        )}
        {contact && (
          <Text size="sm">
            {m.suspension.contact}{' '}
            <Anchor
              href={supportContactHref(contact)}
              {...(contact.kind === 'url' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              style={{ overflowWrap: 'anywhere' }}
            >
              {supportContactLabel(contact)}
            </Anchor>
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
