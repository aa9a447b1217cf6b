import { Button, Group, NumberInput, Radio, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { AGE_MAX, AGE_MIN, BIO_MAX_LENGTH, PROFILE_GENDERS, type TSessionUser } from '@nahbar/contracts';
import { type FormEvent, useState } from 'react';
import { TextLink } from '../../../components/links';
import { serverErrorText, useT } from '../../../i18n';
import { trpc } from '../../../lib/trpc';
import { showFailureToast, showSuccessToast } from '../../../toasts';
import { CityField } from '../../places/city-field';
import { genderLabelOf } from '../../profile/gender-label';
import { INTEREST_CHOICES, interestChoiceLabel, isGenderPreference } from '../gender-preferences';
import { SETTINGS_TOAST } from '../settings-toast';
import {
  bioTooLong,
  canSaveProfile,
  displayNameMissing,
  draftOf,
  isProfileGender,
  type ProfileDraft,
  profileInputOf,
} from './profile-rules';

/**
 * The profile tab's form (accounts spec §2, §5): display name, age, gender, bio, city and who
 * the member is interested in. Save is enabled only once the form has changed.
 */
export function ProfileForm({ saved }: { saved: TSessionUser }) {
  const m = useT();
  const utils = trpc.useUtils();
  const [draft, setDraft] = useState<ProfileDraft>(() => draftOf(saved));
  const [locating, setLocating] = useState(false);
  const set = (patch: Partial<ProfileDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const update = trpc.account.updateProfile.useMutation({
    onSuccess: async (user) => {
      utils.auth.me.setData(undefined, user);
      setDraft(draftOf(user));
      showSuccessToast(m.settings.profileUpdated, undefined, SETTINGS_TOAST);
      // The profile page, the member lists and the chat show the new name, age and city.
      await Promise.all([
        utils.auth.me.invalidate(),
        utils.account.settings.invalidate(),
        utils.profiles.get.invalidate({ userId: user.id }),
        utils.places.usersWithDistance.invalidate(),
      ]);
    },
    onError: (error) =>
      showFailureToast(m.settings.profileUpdateFailed, serverErrorText(m, error), SETTINGS_TOAST),
  });

  const tooLong = bioTooLong(draft);
  const canSave = canSaveProfile(saved, draft) && !locating;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canSave) update.mutate(profileInputOf(draft));
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={520}>
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            {m.settings.profileIntro}
          </Text>
          <TextLink to="/profile/$userId" params={{ userId: saved.id }} size="sm">
            {m.settings.viewProfile}
          </TextLink>
        </Group>
        <TextInput
          label={m.settings.displayName}
          value={draft.displayName}
          onChange={(event) => set({ displayName: event.currentTarget.value })}
          maxLength={50}
          required
          error={displayNameMissing(draft) ? m.account.displayNameRequired : undefined}
        />
        {/* Bottom-aligned: the age's hint would otherwise push its field below the gender's. */}
        <Group grow align="flex-end">
          <NumberInput
            label={m.settings.age}
            description={m.settings.ageHint}
            value={draft.age}
            onChange={(age) => set({ age })}
            min={AGE_MIN}
            max={AGE_MAX}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="blur"
          />
          <Select
            label={m.settings.gender}
            data={PROFILE_GENDERS.map((gender) => ({ value: gender, label: genderLabelOf(m, gender) }))}
            value={draft.gender}
            onChange={(value) => set({ gender: isProfileGender(value) ? value : null })}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        </Group>
        <Textarea
          label={m.settings.bio}
          placeholder={m.settings.bioPlaceholder}
          value={draft.bio}
          onChange={(event) => set({ bio: event.currentTarget.value })}
          autosize
          minRows={3}
          maxRows={8}
          description={
            <span aria-live="polite">{m.settings.bioCount(draft.bio.length, BIO_MAX_LENGTH)}</span>
          }
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={tooLong ? m.account.bioTooLong : undefined}
        />
        <CityField
          label={m.settings.city}
          value={draft.location}
          onChange={(location, coords) => set({ location, coords })}
          onLocatingChange={setLocating}
          savedCityUnknown={!saved.locationKnown}
          error={draft.location.trim() === '' ? m.auth.cityRequired : undefined}
        />
        <Radio.Group
          label={m.settings.interestedIn}
          value={draft.genderPreference}
          onChange={(value) => {
            if (isGenderPreference(value)) set({ genderPreference: value });
          }}
        >
          <Group gap="lg" mt="xs">
            {INTEREST_CHOICES.map((preference) => (
              <Radio key={preference} value={preference} label={interestChoiceLabel(m, preference)} />
            ))}
          </Group>
        </Radio.Group>
        <Button
          type="submit"
          style={{ alignSelf: 'flex-start' }}
          disabled={!canSave}
          loading={update.isPending}
        >
          {m.settings.saveProfile}
        </Button>
      </Stack>
    </form>
  );
}
