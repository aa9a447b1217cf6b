import { Button, Stack, Title } from '@mantine/core';
import type { TFriendRequest } from '@nahbar/contracts';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useT } from '../../i18n';
import { ListEmpty, ListError, ListLoading } from './list-states';
import { PersonList, PersonRow } from './person-list';
import { useFriendActions } from './use-friend-actions';
import type { useFriendLists } from './use-relations';

type Lists = ReturnType<typeof useFriendLists>;

/** The Requests tab (accounts spec §2): received ones to accept or decline, sent ones to cancel. */
export function RequestsTab({ received, sent }: Pick<Lists, 'received' | 'sent'>) {
  const m = useT();
  return (
    <Stack gap="lg">
      <Stack component="section" gap="xs" aria-labelledby="requests-received">
        <Title order={2} size="h5" id="requests-received">
          {m.friends.received}
        </Title>
        {received.isPending ? (
          <ListLoading />
        ) : received.isError ? (
          <ListError text={m.friends.fetchRequestsFailed} onRetry={() => void received.refetch()} />
        ) : received.data.length === 0 ? (
          <ListEmpty text={m.friends.noReceived} />
        ) : (
          <PersonList label={m.friends.received}>
            {received.data.map((request) => (
              <ReceivedRow key={request.id} request={request} />
            ))}
          </PersonList>
        )}
      </Stack>
      <Stack component="section" gap="xs" aria-labelledby="requests-sent">
        <Title order={2} size="h5" id="requests-sent">
          {m.friends.sent}
        </Title>
        {sent.isPending ? (
          <ListLoading />
        ) : sent.isError ? (
          <ListError text={m.friends.fetchSentFailed} onRetry={() => void sent.refetch()} />
        ) : sent.data.length === 0 ? (
          <ListEmpty text={m.friends.noSent} />
        ) : (
          <PersonList label={m.friends.sent}>
            {sent.data.map((request) => (
              <SentRow key={request.id} request={request} />
            ))}
          </PersonList>
        )}
      </Stack>
    </Stack>
  );
}

function ReceivedRow({ request }: { request: TFriendRequest }) {
  const m = useT();
  const { respond, pending } = useFriendActions('page');
  const { sender } = request;
  return (
    <PersonRow
      user={sender}
      online={sender.isOnline}
      actions={
        <>
          <Button
            size="xs"
            color="teal"
            leftSection={<IconCheck size={16} />}
            aria-label={m.friends.acceptFrom(sender.displayName)}
            disabled={pending}
            onClick={() => respond(request.id, 'accept')}
          >
            {m.friends.accept}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconX size={16} />}
            aria-label={m.friends.declineFrom(sender.displayName)}
            disabled={pending}
            onClick={() => respond(request.id, 'decline')}
          >
            {m.friends.decline}
          </Button>
        </>
      }
    />
  );
}

function SentRow({ request }: { request: TFriendRequest }) {
  const m = useT();
  const { cancel, pending } = useFriendActions('page');
  const { receiver } = request;
  return (
    <PersonRow
      user={receiver}
      online={receiver.isOnline}
      actions={
        <Button
          size="xs"
          variant="default"
          aria-label={m.friends.cancelTo(receiver.displayName)}
          loading={pending}
          onClick={() => cancel(request.id)}
        >
          {m.friends.cancelRequest}
        </Button>
      }
    />
  );
}
