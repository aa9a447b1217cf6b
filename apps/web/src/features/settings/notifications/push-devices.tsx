import { Badge, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import type { TPushDevice } from '@nahbar/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { QueryState } from '../../../components/query-state';
import { serverErrorText, useLocale, useT } from '../../../i18n';
import { trpc } from '../../../lib/trpc';
import { showFailureToast, showSuccessToast } from '../../../toasts';
import { SETTINGS_TOAST } from '../settings-toast';
import { canPush, currentSubscription, subscribeThisBrowser } from './browser-push';
import { PushNotAllowed, PushUnsupported, pushFailureText } from './push-failure';

/**
 * Web Push (ours, issue: notifications when the tab is closed): a switch for this browser, and
 * the list of every browser that is notified, each removable.
 */
export function PushDevices() {
  const m = useT();
  const t = m.notificationSettings;
  const utils = trpc.useUtils();
  const devices = trpc.notifications.pushDevices.useQuery();
  const mine = useQuery({
    queryKey: ['push-subscription'],
    queryFn: currentSubscription,
    enabled: canPush(),
  });
  const endpoint = mine.data?.endpoint;
  const registered = devices.data?.find((device) => device.endpoint === endpoint);

  const refresh = () =>
    Promise.all([utils.notifications.pushDevices.invalidate(), mine.refetch()]).then(() => undefined);
  const subscribe = trpc.notifications.subscribePush.useMutation();
  const remove = trpc.notifications.removePushDevice.useMutation();
  const toggle = useMutation({
    mutationFn: async (on: boolean) => {
      if (on) {
        if (!canPush()) throw new PushUnsupported();
        const { publicKey } = await utils.notifications.pushPublicKey.fetch();
        const subscription = await subscribeThisBrowser(publicKey);
        if (!subscription) throw new PushNotAllowed(Notification.permission);
        if (!subscription.endpoint || !subscription.keys) throw new PushUnsupported();
        await subscribe.mutateAsync({
          endpoint: subscription.endpoint,
          keys: { p256dh: subscription.keys.p256dh ?? '', auth: subscription.keys.auth ?? '' },
        });
        return t.pushEnabled;
      }
      if (registered) await remove.mutateAsync({ subscriptionId: registered.id });
      await mine.data?.unsubscribe();
      return t.pushDisabled;
    },
    onSuccess: (text) => showSuccessToast(text, undefined, SETTINGS_TOAST),
    // The toast says why: the permission, the browser, its push service, the server or the connection.
    onError: (error) => showFailureToast(t.pushFailed, pushFailureText(m, error), SETTINGS_TOAST),
    onSettled: refresh,
  });

  const blocked = canPush() && Notification.permission === 'denied';
  return (
    <Stack gap="sm" component="section" aria-labelledby="push-devices-title">
      <Title order={3} size="h5" id="push-devices-title">
        {t.push}
      </Title>
      <Text size="xs" c="dimmed">
        {t.pushHint}
      </Text>
      {canPush() ? (
        <Switch
          label={t.pushSwitch}
          description={blocked ? t.pushDenied : undefined}
          checked={registered !== undefined}
          disabled={toggle.isPending || (blocked && !registered)}
          onChange={(event) => toggle.mutate(event.currentTarget.checked)}
        />
      ) : (
        <Text size="sm">{t.pushUnsupported}</Text>
      )}
      <Text size="sm" fw={600}>
        {t.pushDevices}
      </Text>
      <QueryState query={devices}>
        {(list) =>
          list.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t.pushNoDevices}
            </Text>
          ) : (
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {list.map((device) => (
                <PushDeviceRow
                  key={device.id}
                  device={device}
                  isThisBrowser={device.endpoint === endpoint}
                  onRemoved={refresh}
                />
              ))}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}

function PushDeviceRow({
  device,
  isThisBrowser,
  onRemoved,
}: {
  device: TPushDevice;
  isThisBrowser: boolean;
  onRemoved: () => Promise<void>;
}) {
  const m = useT();
  const t = m.notificationSettings;
  const { intlLocale } = useLocale();
  const date = useMemo(() => new Intl.DateTimeFormat(intlLocale, { dateStyle: 'medium' }), [intlLocale]);
  const name = m.sessions.device(
    device.browser ?? m.sessions.unknownBrowser,
    device.os ?? m.sessions.unknownSystem,
  );
  const remove = trpc.notifications.removePushDevice.useMutation({
    onSuccess: async () => {
      if (isThisBrowser) await (await currentSubscription())?.unsubscribe();
      showSuccessToast(t.pushDisabled, undefined, SETTINGS_TOAST);
      await onRemoved();
    },
    onError: (error) => showFailureToast(t.pushFailed, serverErrorText(m, error), SETTINGS_TOAST),
  });
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" gap="sm" align="flex-start">
        <Stack gap={2} miw={0} style={{ flex: '1 1 12rem' }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{name}</Text>
            {isThisBrowser && (
              <Badge variant="light" color="teal" size="sm">
                {t.pushThisDevice}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {t.pushAddedOn(date.format(new Date(device.createdAt)))}
          </Text>
        </Stack>
        <Button
          size="xs"
          variant="default"
          style={{ flexShrink: 0 }}
          aria-label={t.pushRemove(name)}
          loading={remove.isPending}
          onClick={() => remove.mutate({ subscriptionId: device.id })}
        >
          {t.pushRemoveShort}
        </Button>
      </Group>
    </Paper>
  );
}
