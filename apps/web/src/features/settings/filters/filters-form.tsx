import { Button, Group, Input, NumberInput, Radio, RangeSlider, Stack, Text } from '@mantine/core';
import { AGE_PREFERENCE_MAX, AGE_PREFERENCE_MIN, type TContactFilters } from '@nahbar/contracts';
import { type FormEvent, useState } from 'react';
import { serverErrorText, useT } from '../../../i18n';
import { trpc } from '../../../lib/trpc';
import { showFailureToast, showSuccessToast } from '../../../toasts';
import { CONTACT_CHOICES, contactChoiceLabel, isGenderPreference } from '../gender-preferences';
import { SETTINGS_TOAST } from '../settings-toast';
import { ageRangeInverted, canSaveFilters, type FiltersDraft, resolveFilters } from './filter-rules';

/**
 * Contact filters (accounts spec §2, §5, §6): who may start a private chat with the member, by
 * gender and age; friends are exempt. Save is enabled only once the form has changed.
 */
export function FiltersForm({ saved }: { saved: TContactFilters }) {
  const m = useT();
  const utils = trpc.useUtils();
  const [draft, setDraft] = useState<FiltersDraft>(saved);
  const update = trpc.filters.update.useMutation({
    onSuccess: async (next) => {
      utils.filters.get.setData(undefined, next);
      setDraft(next);
      showSuccessToast(m.settings.filtersUpdated, undefined, SETTINGS_TOAST);
      // The member's own record carries the same preferences.
      await utils.auth.me.invalidate();
    },
    onError: (error) =>
      showFailureToast(m.settings.filtersUpdateFailed, serverErrorText(m, error), SETTINGS_TOAST),
  });

  const resolved = resolveFilters(draft);
  const inverted = ageRangeInverted(draft);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canSaveFilters(saved, draft)) update.mutate(resolved);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg" maw={480}>
        <Text size="sm" c="dimmed">
          {m.settings.filtersIntro}
        </Text>
        <Radio.Group
          label={m.settings.genderPreference}
          value={draft.genderPreference}
          onChange={(value) => {
            if (isGenderPreference(value)) setDraft((current) => ({ ...current, genderPreference: value }));
          }}
        >
          <Group gap="lg" mt="xs">
            {CONTACT_CHOICES.map((gender) => (
              <Radio key={gender} value={gender} label={contactChoiceLabel(m, gender)} />
            ))}
          </Group>
        </Radio.Group>
        <Input.Wrapper
          label={m.settings.ageRange}
          description={m.settings.ageRangeSummary(
            Math.min(resolved.ageMin, resolved.ageMax),
            Math.max(resolved.ageMin, resolved.ageMax),
          )}
        >
          <RangeSlider
            mt="md"
            mb="xs"
            min={AGE_PREFERENCE_MIN}
            max={AGE_PREFERENCE_MAX}
            step={1}
            minRange={0}
            // While the fields disagree the slider shows the range in order; the error says why.
            value={[Math.min(resolved.ageMin, resolved.ageMax), Math.max(resolved.ageMin, resolved.ageMax)]}
            onChange={([ageMin, ageMax]) => setDraft((current) => ({ ...current, ageMin, ageMax }))}
            thumbFromLabel={m.settings.ageMinThumb}
            thumbToLabel={m.settings.ageMaxThumb}
          />
        </Input.Wrapper>
        <Group grow align="flex-start">
          <NumberInput
            label={m.settings.ageMin}
            value={draft.ageMin}
            onChange={(ageMin) => setDraft((current) => ({ ...current, ageMin }))}
            min={AGE_PREFERENCE_MIN}
            max={AGE_PREFERENCE_MAX}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="blur"
          />
          <NumberInput
            label={m.settings.ageMax}
            value={draft.ageMax}
            onChange={(ageMax) => setDraft((current) => ({ ...current, ageMax }))}
            min={AGE_PREFERENCE_MIN}
            max={AGE_PREFERENCE_MAX}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="blur"
            error={inverted ? m.social.ageMinAboveMax : undefined}
          />
        </Group>
        <Button
          type="submit"
          style={{ alignSelf: 'flex-start' }}
          disabled={!canSaveFilters(saved, draft)}
          loading={update.isPending}
        >
          {m.settings.saveFilters}
        </Button>
      </Stack>
    </form>
  );
}
