import { Button, Fieldset, Group, Select, Stack, Switch, Text } from '@mantine/core';
import {
  APP_NOTIFICATION_SWITCHES_IN_USE,
  EMAIL_NOTIFICATION_SWITCHES,
  type TNotificationSettings,
} from '@nahbar/contracts';
import { type FormEvent, type ReactNode, useState } from 'react';
import { serverErrorText, useT } from '../../../i18n';
import { trpc } from '../../../lib/trpc';
import { showFailureToast, showSuccessToast } from '../../../toasts';
import { browserTimeZone } from '../../notifications/use-report-time-zone';
import classes from '../settings.module.css';
import { SETTINGS_TOAST } from '../settings-toast';
import { EmailAddressNote } from './email-address-note';
import { EMAIL_SWITCH_LABEL } from './email-switch-label';
import type { EmailSwitchesView } from './email-switches';
import { hasNotificationChanges, notificationChanges, QUIET_HOURS } from './notification-changes';
import { PushDevices } from './push-devices';

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset
      legend={legend}
      variant="unstyled"
      p={0}
      m={0}
      styles={{ legend: { fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)', padding: 0 } }}
    >
      <Stack gap="sm" mt="xs">
        {children}
      </Stack>
    </Fieldset>
  );
}

interface NotificationsFormProps {
  saved: TNotificationSettings;
  /** What shows under 'By e-mail' (email-switches.ts). */
  email: EmailSwitchesView;
}

/**
 * The notification settings (accounts spec §2): sub-options only while notifications are on,
 * the quiet-hours times only while quiet hours are on, the save control only after a change.
 * Only switches something obeys are offered (issue 32): the in-app ones of the notifications
 * that exist, the e-mail ones once the member has a verified address. The values of the others
 * stay stored as they are: the form sends only what was changed.
 */
export function NotificationsForm({ saved, email }: NotificationsFormProps) {
  const m = useT();
  const t = m.notificationSettings;
  const utils = trpc.useUtils();
  const [draft, setDraft] = useState(saved);
  const update = trpc.notifications.updateSettings.useMutation({
    onSuccess: (next) => {
      utils.notifications.settings.setData(undefined, next);
      setDraft(next);
      showSuccessToast(t.updated, undefined, SETTINGS_TOAST);
    },
    onError: (error) => showFailureToast(t.updateFailed, serverErrorText(m, error), SETTINGS_TOAST),
  });
  const changed = hasNotificationChanges(saved, draft);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (changed) update.mutate(notificationChanges(saved, draft));
  };
  const hours = QUIET_HOURS.map((hour) => ({ value: hour, label: hour }));

  return (
    <form onSubmit={submit}>
      <Stack gap="lg" maw={640}>
        <Text size="sm" c="dimmed">
          {t.intro}
        </Text>
        <Switch
          label={t.enable}
          description={t.enableHint}
          checked={draft.enableNotifications}
          onChange={(event) => setDraft({ ...draft, enableNotifications: event.currentTarget.checked })}
        />
        {draft.enableNotifications && (
          <>
            <Stack gap="sm">
              <Switch
                label={t.sound}
                checked={draft.soundEnabled}
                onChange={(event) => setDraft({ ...draft, soundEnabled: event.currentTarget.checked })}
              />
              <Switch
                label={t.vibration}
                checked={draft.vibrationEnabled}
                onChange={(event) => setDraft({ ...draft, vibrationEnabled: event.currentTarget.checked })}
              />
              <Switch
                label={t.quietHours}
                description={t.quietHoursHint}
                checked={draft.quietHours.enabled}
                onChange={(event) =>
                  setDraft({
                    ...draft,
                    quietHours: { ...draft.quietHours, enabled: event.currentTarget.checked },
                  })
                }
              />
              {draft.quietHours.enabled && (
                <>
                  <Group gap="sm" grow maw={320}>
                    <Select
                      label={t.quietFrom}
                      data={hours}
                      value={draft.quietHours.startTime}
                      allowDeselect={false}
                      onChange={(value) =>
                        value && setDraft({ ...draft, quietHours: { ...draft.quietHours, startTime: value } })
                      }
                    />
                    <Select
                      label={t.quietUntil}
                      data={hours}
                      value={draft.quietHours.endTime}
                      allowDeselect={false}
                      onChange={(value) =>
                        value && setDraft({ ...draft, quietHours: { ...draft.quietHours, endTime: value } })
                      }
                    />
                  </Group>
                  <Text size="xs" c="dimmed">
                    {t.timeZoneNote(browserTimeZone())}
                  </Text>
                </>
              )}
            </Stack>
            <Section legend={t.inApp}>
              {APP_NOTIFICATION_SWITCHES_IN_USE.map((key) => (
                <Switch
                  key={key}
                  label={t[key]}
                  checked={draft.notifications[key]}
                  onChange={(event) =>
                    setDraft({
                      ...draft,
                      notifications: { ...draft.notifications, [key]: event.currentTarget.checked },
                    })
                  }
                />
              ))}
            </Section>
            <PushDevices />
            {email === 'needAddress' && (
              <Section legend={t.byEmail}>
                <EmailAddressNote />
              </Section>
            )}
            {email === 'switches' && (
              <Section legend={t.byEmail}>
                {EMAIL_NOTIFICATION_SWITCHES.map((key) => (
                  <Switch
                    key={key}
                    label={EMAIL_SWITCH_LABEL[key](m)}
                    checked={draft.emailNotifications[key]}
                    onChange={(event) =>
                      setDraft({
                        ...draft,
                        emailNotifications: {
                          ...draft.emailNotifications,
                          [key]: event.currentTarget.checked,
                        },
                      })
                    }
                  />
                ))}
              </Section>
            )}
          </>
        )}
        {changed && (
          <Group gap="sm" className={classes.saveBar}>
            <Button type="submit" loading={update.isPending}>
              {t.save}
            </Button>
            <Button variant="default" onClick={() => setDraft(saved)} disabled={update.isPending}>
              {m.settings.discardChanges}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
