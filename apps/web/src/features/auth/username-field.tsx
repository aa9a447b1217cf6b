import { Text, TextInput } from '@mantine/core';
import { useT } from '../../i18n';
import type { UsernameAvailability } from './username-check';

interface UsernameFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  availability: UsernameAvailability;
  /** A validation error to show, already worded; a taken name wins over it. */
  error?: string;
}

/** The nickname input with its live availability line (accounts spec §4). */
export function UsernameField({ value, onChange, onBlur, availability, error }: UsernameFieldProps) {
  const m = useT();
  const status =
    availability === 'checking' ? (
      <Text component="span" size="xs" c="dimmed">
        {m.auth.checkingAvailability}
      </Text>
    ) : availability === 'available' ? (
      <Text component="span" size="xs" c="teal.4">
        {m.auth.usernameAvailable}
      </Text>
    ) : null;

  return (
    <TextInput
      label={m.auth.username}
      name="username"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      description={status}
      error={availability === 'taken' ? m.auth.usernameTaken : error}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      // The availability line changes while typing; screen readers should hear it.
      descriptionProps={{ 'aria-live': 'polite' }}
    />
  );
}
