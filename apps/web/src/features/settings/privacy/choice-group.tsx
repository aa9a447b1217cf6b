import { Radio, Stack } from '@mantine/core';
import type { Messages } from '@nahbar/contracts';
import type { Choice } from './privacy-fields';

/** One privacy setting with a few values, each explained under its label. */
export function ChoiceGroup<V extends string>({
  m,
  label,
  value,
  choices,
  onChange,
}: {
  m: Messages;
  label: string;
  value: V;
  choices: Choice<V>[];
  onChange: (value: V) => void;
}) {
  return (
    <Radio.Group
      label={label}
      value={value}
      onChange={(picked) => {
        const choice = choices.find((option) => option.value === picked);
        if (choice) onChange(choice.value);
      }}
    >
      <Stack gap="sm" mt="xs">
        {choices.map((choice) => (
          <Radio
            key={choice.value}
            value={choice.value}
            label={choice.label(m)}
            description={choice.hint(m)}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
