import { Button, Fieldset, Group, Stack, Switch, Text } from '@mantine/core';
import type { TPrivacySettings } from '@nahbar/contracts';
import { type FormEvent, useState } from 'react';
import { serverErrorText, useT } from '../../../i18n';
import { trpc } from '../../../lib/trpc';
import { showFailureToast, showSuccessToast } from '../../../toasts';
import classes from '../settings.module.css';
import { SETTINGS_TOAST } from '../settings-toast';
import { ChoiceGroup } from './choice-group';
import { hasPrivacyChanges, privacyChanges } from './privacy-changes';
import {
  DIRECT_MESSAGE_CHOICES,
  MENTIONS_SWITCH,
  PRIVATE_CHAT_SWITCHES,
  type SwitchField,
  VISIBILITY_CHOICES,
  VISIBILITY_SWITCHES,
} from './privacy-fields';

/** The privacy settings; the save control appears only after a change (accounts spec §2). */
export function PrivacyForm({ saved }: { saved: TPrivacySettings }) {
  const m = useT();
  const utils = trpc.useUtils();
  const [draft, setDraft] = useState(saved);
  const set = <K extends keyof TPrivacySettings>(key: K, value: TPrivacySettings[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const update = trpc.privacy.update.useMutation({
    onSuccess: async (next) => {
      utils.privacy.get.setData(undefined, next);
      setDraft(next);
      showSuccessToast(m.settings.privacyUpdated, undefined, SETTINGS_TOAST);
      // What others see of the member changes: profiles and lists read it afresh.
      await utils.profiles.get.invalidate();
    },
    onError: (error) =>
      showFailureToast(m.settings.privacyUpdateFailed, serverErrorText(m, error), SETTINGS_TOAST),
  });

  const changed = hasPrivacyChanges(saved, draft);
  // A render helper, not a component: a component made here anew each render would remount the
  // switches on every change and lose the keyboard's place.
  const switchGroup = (legend: string, fields: SwitchField[]) => (
    <Fieldset
      legend={legend}
      variant="unstyled"
      p={0}
      m={0}
      // Reads as a heading of the switches like the radio groups' labels above it.
      styles={{ legend: { fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)', padding: 0 } }}
    >
      <Stack gap="md" mt="xs">
        {fields.map((field) => (
          <Switch
            key={field.key}
            label={field.label(m)}
            description={field.hint(m)}
            checked={draft[field.key]}
            onChange={(event) => set(field.key, event.currentTarget.checked)}
          />
        ))}
      </Stack>
    </Fieldset>
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (changed) update.mutate(privacyChanges(saved, draft));
  };

  return (
    <form onSubmit={submit}>
      <Stack gap="lg" maw={640}>
        <Text size="sm" c="dimmed">
          {m.settings.privacyIntro}
        </Text>
        <ChoiceGroup
          m={m}
          label={m.settings.profileVisibility}
          value={draft.profileVisibility}
          choices={VISIBILITY_CHOICES}
          onChange={(value) => set('profileVisibility', value)}
        />
        <ChoiceGroup
          m={m}
          label={m.settings.allowDirectMessages}
          value={draft.allowDirectMessages}
          choices={DIRECT_MESSAGE_CHOICES}
          onChange={(value) => set('allowDirectMessages', value)}
        />
        <Switch
          label={MENTIONS_SWITCH.label(m)}
          description={MENTIONS_SWITCH.hint(m)}
          checked={draft.allowMentions}
          onChange={(event) => set('allowMentions', event.currentTarget.checked)}
        />
        {switchGroup(m.settings.visibilitySwitches, VISIBILITY_SWITCHES)}
        {switchGroup(m.settings.privateChatSwitches, PRIVATE_CHAT_SWITCHES)}
        {changed && (
          <Group gap="sm" className={classes.saveBar}>
            <Button type="submit" loading={update.isPending}>
              {m.settings.savePrivacy}
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
